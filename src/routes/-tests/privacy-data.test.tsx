import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { control } from '@mocks/control-api'
import { server } from '@mocks/node'
import { personas } from '@mocks/seed/personas'
import { leaveIdOf } from '@mocks/test/seeded'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// What the company holds (docs/product/privacy.md#what-the-company-holds), against the real mock.

runMockServerAroundEachTest()
seedOnMonday23November() // 23 Nov 2026, 09:00 in Manila

signInEachTest('regular')

const CATEGORIES_URL = '*/api/v1/employee/privacy/categories'

async function openHeldData() {
  await renderPage('/privacy/data', 'What the company holds')
  return screen.findByRole('list', { name: 'Your data' }, { timeout: 5_000 })
}

/** A category's card, by its heading. */
const card = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { level: 2, name }).closest<HTMLElement>('li')!

/** What a card says under a term of its details. */
const detail = (block: HTMLElement, term: string) =>
  within(block).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('/privacy/data', () => {
  it('shows each category in the company’s words, with who last accessed and changed it and when', async () => {
    control.advanceClock(90 * 60_000) // 10:30 AM in Manila
    await control.approveLeave(leaveIdOf('regular', 'pending'))
    await control.openLatestPayslip(personas.regular.email)
    const list = await openHeldData()
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Identity',
      'Contact details',
      'Government numbers',
      'Bank account',
      'Employment',
      'Pay',
      'Leave',
      'Expenses',
      'Files',
      'Emergency contacts',
      'Mood',
      'Photo',
      'Sign-ins and account',
    ])

    const leave = card(list, 'Leave')
    expect(detail(leave, 'Last accessed')).toBe('23 Nov 2026, 10:30 AM, by Carmela Aquino, HR')
    expect(detail(leave, 'Last changed')).toBe('23 Nov 2026, 10:30 AM, by Carmela Aquino, HR')
    expect(detail(leave, 'How long it is kept')).toMatch(/^3 years after its last entry\. The Labor Code/)

    const pay = card(list, 'Pay')
    expect(detail(pay, 'Last accessed')).toBe('23 Nov 2026, 10:30 AM, by Carmela Aquino, HR')
    expect(within(pay).getByText('BIR')).toBeTruthy()
    expect(within(pay).getByText('The payroll bank')).toBeTruthy()

    const government = card(list, 'Government numbers')
    expect(within(government).getByText('TIN, SSS number, PhilHealth PIN, Pag-IBIG MID')).toBeTruthy()
    expect(within(government).getByText('The Social Security Act of 2018 (RA 11199)')).toBeTruthy()

    const mood = card(list, 'Mood')
    expect(detail(mood, 'Who receives it')).toBe('No one outside the company')
    expect(detail(mood, 'Last accessed')).toBe('Never')
    expect(detail(mood, 'Last changed')).toBe('Never')
  })

  it('shows placeholders while loading, then the categories', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(CATEGORIES_URL, async () => {
        await held
        return undefined
      }),
    )
    await renderPage('/privacy/data', 'What the company holds')
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.getByText('Loading what the company holds…')).toBeTruthy()
    answer()
    const list = await screen.findByRole('list', { name: 'Your data' }, { timeout: 5_000 })
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(13)
    expect(screen.queryByText('Loading what the company holds…')).toBeNull()
  })

  it('says so when the company lists nothing', async () => {
    server.use(
      http.get(CATEGORIES_URL, () =>
        HttpResponse.json({ message: 'What the company holds about you.', data: [], errors: null }),
      ),
    )
    await renderPage('/privacy/data', 'What the company holds')
    expect(
      await screen.findByText('The company has not yet listed the data it holds about you.', {}, { timeout: 5_000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Your data' })).toBeNull()
  })

  it('says in place when it cannot be loaded, and Retry loads it', async () => {
    server.use(
      http.get(CATEGORIES_URL, () =>
        HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 }),
      ),
    )
    const user = userEvent.setup()
    await renderPage('/privacy/data', 'What the company holds')
    const heading = await screen.findByRole(
      'heading',
      { name: 'What the company holds could not be loaded' },
      { timeout: 5_000 },
    )
    const alert = heading.closest<HTMLElement>('[role="alert"]')!
    expect(within(alert).getByText('Server Error')).toBeTruthy()

    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    const list = await screen.findByRole('list', { name: 'Your data' }, { timeout: 5_000 })
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(13)
  })
})
