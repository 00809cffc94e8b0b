import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import * as mockClock from '@mocks/clock'
import { control, server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { arrivesAt } from '@/test/screen-queries'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// The dashboard against the real mock, seeded on Monday 23 November 2026 at 09:00 in Manila. Each test
// logs a persona in (password hashing) and loads the page's chunks, which takes a few seconds on two cores.
runMockServerAroundEachTest()
seedOnMonday23November()

startEachTestSignedOut()

async function openDashboard() {
  const view = renderApp('/dashboard')
  await screen.findByRole('region', { name: 'Mood meter' })
  return view
}

const card = (name: string) => screen.getByRole('region', { name })
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
/** The page's own links, not the shell's sidebar and skip link around it. */
const linkTargets = () =>
  within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
/** The mood trend's text alternative, one line per working day. */
const trendDays = () =>
  within(screen.getByRole('list', { name: 'Mood by working day' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('the dashboard of each employment type', { timeout: 20_000 }, () => {
  it('greets a regular employee by first name with the Manila date, and shows every card with pending leave counted', async () => {
    await signIn('regular')
    await openDashboard()

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect(screen.getByText('Good morning, Maria')).toBeTruthy()
    expect(screen.getByText(/Today is 23 Nov 2026\./)).toBeTruthy()
    expect(cardTitles()).toEqual([
      'Mood meter',
      'Leave balances',
      'Latest payslip',
      'Pending requests',
      'My upcoming leave',
      'Upcoming holidays',
      'Quick actions',
    ])

    const balances = within(card('Leave balances'))
    const vacation = balances.getByText('Vacation Leave').closest('li') as HTMLElement
    // 15 accrued by December and 5 carried over from 2025 (docs/product/philippines.md#leave-accrual).
    expect(vacation.textContent).toContain('11 of 20 days left')
    expect(vacation.textContent).toContain('8.5 used')
    expect(vacation.textContent).toContain('0.5 pending approval')

    const pending = within(card('Pending requests'))
    expect(pending.getByText('2 awaiting approval')).toBeTruthy()
    expect(pending.getByText('3 awaiting approval')).toBeTruthy()
    expect(pending.getByRole('link', { name: 'View leave requests' }).getAttribute('href')).toBe('/leave')
    expect(pending.getByRole('link', { name: 'View expense requests' }).getAttribute('href')).toBe('/item')
    expect(pending.getByRole('link', { name: 'View certificate requests' }).getAttribute('href')).toBe('/certificate')

    const leave = within(card('My upcoming leave'))
    expect(leave.getByText('7–10 Dec 2026')).toBeTruthy()
    expect(leave.getByText('For Cancellation')).toBeTruthy()
    expect(leave.getByRole('link', { name: 'Leave calendar' }).getAttribute('href')).toBe('/leave-calendar')

    const holidays = within(card('Upcoming holidays'))
    expect(holidays.getByText('Bonifacio Day')).toBeTruthy()
    expect(holidays.getByText(/30 Nov 2026 · next week/)).toBeTruthy()
    expect(holidays.getAllByText('Special non-working day')).toHaveLength(2)

    const payslip = within(card('Latest payslip'))
    expect(payslip.getByText('1–15 Nov 2026')).toBeTruthy()
    expect(payslip.getByText('13 Nov 2026')).toBeTruthy()
    expect(payslip.getByText('payslips you have not opened yet', { exact: false })).toBeTruthy()
    expect(payslip.getByRole('link', { name: 'All payslips' }).getAttribute('href')).toBe('/payslip')

    expect(
      within(card('Quick actions'))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['File a leave request', '/leave?new=true'],
      ['File an expense request', '/item?new=true'],
      ['My profile', '/profile'],
      ['Account settings', '/settings'],
    ])
  })

  it('shows a probationary employee no expense requests: not for them, so no card part, count or link', async () => {
    await signIn('probationary')
    await openDashboard()

    expect(cardTitles()).toEqual([
      'Mood meter',
      'Leave balances',
      'Latest payslip',
      'Pending requests',
      'My upcoming leave',
      'Upcoming holidays',
      'Quick actions',
    ])
    const pending = within(card('Pending requests'))
    expect(pending.getByText('Leave requests')).toBeTruthy()
    expect(pending.queryByText('Expense requests')).toBeNull()
    expect(pending.getByText('Certificate requests')).toBeTruthy()
    expect(linkTargets()).not.toContain('/item')
    expect(linkTargets()).toContain('/leave')
  })

  it('gives an independent contractor a complete dashboard without leave or payslips: mood, holidays and quick links', async () => {
    await signIn('contractor')
    await openDashboard()

    expect(screen.getByText('Good morning, Paolo')).toBeTruthy()
    expect(cardTitles()).toEqual(['Mood meter', 'Upcoming holidays', 'Quick actions'])
    expect(linkTargets()).toEqual(['/profile', '/settings'])
    expect(within(card('Upcoming holidays')).getAllByRole('listitem')).toHaveLength(5)
  })
})

describe('the latest payslip', { timeout: 20_000 }, () => {
  it('keeps the amounts out of the page until revealed, and hides them again after leaving the page', async () => {
    await signIn('regular')
    const { router } = await openDashboard()
    const payslip = within(card('Latest payslip'))
    expect(payslip.queryByText('₱27,555.72')).toBeNull()
    // The net pay, and the 13th-month pay so far with its tax-exempt part (docs/product/screen-expectations.md#payslips).
    expect(payslip.getAllByText('Hidden')).toHaveLength(3)

    await userEvent.click(payslip.getByRole('button', { name: 'Show amounts' }))
    expect(payslip.getByText('₱27,555.72')).toBeTruthy()
    expect(payslip.getByText('Gross ₱32,906.03 · Deductions ₱5,350.31')).toBeTruthy()

    await userEvent.click(payslip.getByRole('button', { name: 'Hide amounts' }))
    expect(payslip.queryByText('₱27,555.72')).toBeNull()

    await userEvent.click(payslip.getByRole('button', { name: 'Show amounts' }))
    await act(() => router.navigate({ href: '/no-such-page' }))
    await screen.findByRole('heading', { name: 'Page not found' })
    await act(() => router.navigate({ to: '/dashboard' }))
    await arrivesAt(router, '/dashboard')
    expect(within(card('Latest payslip')).queryByText('₱27,555.72')).toBeNull()
    expect(within(card('Latest payslip')).getByRole('button', { name: 'Show amounts' })).toBeTruthy()
  })
})

describe('the mood meter', { timeout: 20_000 }, () => {
  it('takes today’s mood in one tap, then shows it and the trend with today in it', async () => {
    await signIn('regular')
    await openDashboard()
    expect(trendDays().at(-1)).toBe('23 Nov 2026: not shared')

    const question = await screen.findByRole('group', { name: 'How are you feeling today?' })
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Great', 'Good', 'Okay', 'Bad', 'Awful'])
    await userEvent.click(within(question).getByRole('button', { name: 'Good' }))

    expect(await screen.findByText('Thank you for sharing how you feel today.')).toBeTruthy()
    const meter = within(card('Mood meter'))
    expect(meter.getByText(/Today you.re feeling/).textContent).toBe("Today you're feeling good")
    expect(meter.getByText('Thanks for sharing. You can share again tomorrow.')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'How are you feeling today?' })).toBeNull()
    expect(trendDays().at(-1)).toBe('23 Nov 2026: Good')
  })

  it('says so when today’s mood was already shared elsewhere, and shows the answer on record', async () => {
    const { client } = await signIn('regular')
    await openDashboard()
    // Another tab answers first.
    const elsewhere = new FormData()
    elsewhere.set('mood', 'okay')
    expect((await client.mood.submit({ body: elsewhere as never })).status).toBe(201)

    await userEvent.click(await screen.findByRole('button', { name: 'Great' }))

    const message = 'You have already shared your mood today. You can share it again tomorrow.'
    const meter = within(card('Mood meter'))
    await waitFor(() => expect(meter.getByText(/Today you.re feeling/).textContent).toContain('okay'))
    expect(meter.getByText(message)).toBeTruthy()
    expect(trendDays().at(-1)).toBe('23 Nov 2026: Okay')
  })

  it('asks again on the next business date, with yesterday in the trend', async () => {
    await signIn('regular')
    const monday = await openDashboard()
    await userEvent.click(await screen.findByRole('button', { name: 'Awful' }))
    await within(card('Mood meter')).findByText(/You can share again tomorrow/)
    monday.unmount()

    mockClock.advance(mockClock.DAY_MS)
    sessionStore.signOut()
    await signIn('regular')
    await openDashboard()

    expect(await screen.findByRole('group', { name: 'How are you feeling today?' })).toBeTruthy()
    expect(trendDays().slice(-2)).toEqual(['23 Nov 2026: Awful', '24 Nov 2026: not shared'])
  })

  it('lets the person skip today with "Not now", remembered for them on this device until tomorrow', async () => {
    await signIn('regular')
    const view = await openDashboard()
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('group', { name: 'How are you feeling today?' })).toBeNull()
    expect(screen.getByText("You skipped today's check-in.")).toBeTruthy()
    // The trend stays: skipping today says nothing about the other days.
    expect(trendDays()).toHaveLength(7)

    view.unmount()
    await openDashboard()
    expect(screen.getByText("You skipped today's check-in.")).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Share my mood' }))
    expect(await screen.findByRole('group', { name: 'How are you feeling today?' })).toBeTruthy()
  })
})

describe('signing out on the dashboard', { timeout: 20_000 }, () => {
  it('takes the cards away with the session, without asking for them again unsigned', async () => {
    await signIn('regular')
    await openDashboard()
    const asked: (string | null)[] = []
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/dashboard')) asked.push(request.headers.get('authorization'))
    }
    server.events.on('request:start', record)

    act(() => sessionStore.signOut())

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mood meter' })).toBeNull())
    expect(queryClient.isFetching()).toBe(0)
    server.events.removeListener('request:start', record)
    expect(asked).toEqual([])
  })
})

describe('loading and failures', { timeout: 20_000 }, () => {
  it('shows the greeting and card placeholders while the dashboard loads', async () => {
    await signIn('regular')
    control.setLatency(600)
    renderApp('/dashboard')
    const loading = await screen.findByRole('status', { name: 'Loading your dashboard' })
    expect(screen.getByText('Good morning, Maria')).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Leave balances' })).toBeTruthy()
    expect(loading.isConnected).toBe(false)
  })

  it('keeps the page when one card cannot be drawn: that card says so and retries on its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the card's crash
    const { client } = await signIn('regular')
    const good = await client.dashboard.get()
    if (good.status !== 200) throw new Error('no dashboard')
    server.use(
      http.get(
        `${window.location.origin}/api/v1/employee/dashboard`,
        () => HttpResponse.json({ ...good.body, data: { ...good.body.data, upcoming_holidays: null } }),
        { once: true },
      ),
    )
    await openDashboard()

    const holidays = within(card('Upcoming holidays'))
    expect(holidays.getByRole('alert').textContent).toContain('This card could not be shown.')
    expect(within(card('Leave balances')).getByText('Vacation Leave')).toBeTruthy()
    expect(within(card('Latest payslip')).getByRole('button', { name: 'Show amounts' })).toBeTruthy()

    await userEvent.click(holidays.getByRole('button', { name: 'Retry' }))
    expect(await within(card('Upcoming holidays')).findByText('Bonifacio Day')).toBeTruthy()
    expect(within(card('Upcoming holidays')).queryByRole('alert')).toBeNull()
  })

  it('says the dashboard could not be loaded when its call fails, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // the router reports the failed loader
    await signIn('regular')
    control.failNext('500')
    renderApp('/dashboard')

    expect(await screen.findByRole('heading', { name: 'Your dashboard could not be loaded' })).toBeTruthy()
    expect(screen.getByText('Good morning, Maria')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Leave balances' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your dashboard could not be loaded' })).toBeNull()
  })
})
