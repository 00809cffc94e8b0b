import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as clock from '@mocks/clock'
import { server } from '@mocks/node'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { loginAs } from '@mocks/test/login-as'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// Download my data (docs/product/privacy.md#download-my-data) against the real mock, seeded on Monday
// 23 November 2026, 09:00 in Manila.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

const EXPORT_URL = '*/api/v1/employee/privacy/data-export'

const openPage = () => renderPage('/privacy/download', 'Download my data')
const yourCopy = () => screen.getByRole('region', { name: 'Your copy' })

async function askWithPassword(password = DEMO_PASSWORD) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Ask for a copy' }, { timeout: 5_000 }))
  // The dialog's code comes on the first press; its placeholder shows meanwhile.
  const field = await screen.findByLabelText('Your password', {}, { timeout: 10_000 })
  const dialog = screen.getByRole('dialog', { name: 'Ask for a copy of your data' })
  // Maria has two-factor off: her password is the only proof asked.
  expect(within(dialog).queryByRole('button', { name: /authenticator app instead/ })).toBeNull()
  await user.type(field, password)
  await user.click(within(dialog).getByRole('button', { name: 'Ask for my copy' }))
  return dialog
}

describe('/privacy/download', { timeout: 30_000 }, () => {
  it('says there is no copy yet (the empty state), with the button to ask for one', async () => {
    await openPage()
    expect(
      await screen.findByText('You have not asked for a copy of your data yet.', {}, { timeout: 5_000 }),
    ).toBeTruthy()
    expect(within(yourCopy()).getByRole('button', { name: 'Ask for a copy' })).toBeTruthy()
  })

  it('asks with the password, shows Preparing…, then the download with its expiry once the clock has moved', async () => {
    await openPage()
    await askWithPassword()
    expect(
      await screen.findByText('We are preparing a copy of your data. We will notify you when it is ready to download.'),
    ).toBeTruthy()
    expect(within(yourCopy()).getByText('Preparing…')).toBeTruthy()
    expect(within(yourCopy()).queryByRole('button', { name: /Ask for/ })).toBeNull()

    act(() => clock.advance(21_000))
    expect(await within(yourCopy()).findByText('Your copy is ready.', {}, { timeout: 8_000 })).toBeTruthy()
    expect(yourCopy().textContent).toContain('Download it by 24 Nov 2026, 9:00 AM')
    expect(within(yourCopy()).getByRole('button', { name: 'Download my data' })).toBeTruthy()
    expect(yourCopy().textContent).toContain('You can ask for one copy a day: the next from 24 Nov 2026, 9:00 AM.')
  })

  it('keeps a wrong password in the form, under the field, and sends nothing else', async () => {
    await openPage()
    const dialog = await askWithPassword('not-my-password')
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy()
    expect(screen.getByText('You have not asked for a copy of your data yet.')).toBeTruthy()
  })

  it("says the time of the next copy when today's was asked for on another device", async () => {
    await openPage()
    await screen.findByRole('button', { name: 'Ask for a copy' }, { timeout: 5_000 })
    const phone = await loginAs('regular')
    expect((await phone.client.dataExport.request({ body: { password: DEMO_PASSWORD } })).status).toBe(201)
    await askWithPassword()
    expect(
      await screen.findByText(
        'You can ask for one copy of your data a day. Please try again from 24 Nov 2026, 9:00 AM (Manila time).',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy()
    expect(await within(yourCopy()).findByText('Preparing…')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a placeholder while loading, and the error with Retry when the export cannot be read', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(EXPORT_URL, async () => {
        await held
        return HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 })
      }),
    )
    await openPage()
    expect(await screen.findByText('Loading your copy…')).toBeTruthy()
    answer()
    const heading = await screen.findByRole('heading', { name: 'Your copy could not be loaded' }, { timeout: 8_000 })
    const alert = heading.closest<HTMLElement>('[role="alert"]')
    if (!alert) throw new Error('the error is not an alert')
    server.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByText('You have not asked for a copy of your data yet.', {}, { timeout: 8_000 }),
    ).toBeTruthy()
  })
})
