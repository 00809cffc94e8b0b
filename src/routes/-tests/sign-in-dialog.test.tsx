import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as mockClock from '@mocks/clock'
import { http, HttpResponse } from 'msw'
import { control, server } from '@mocks/node'
import { generateTotp } from '@mocks/rules/totp'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, personas } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { createClient } from '@mocks/test/client'
import { connectApi } from '@/app/connect-api'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { rememberReturnPath } from '@/session/return-path'
import { greetingOf } from '@/test/dashboard-stub'
import { followMockClock } from '@/test/follow-mock-clock'
import { codeGroup, errorsUnder, first, arrivesAt, typeCode } from '@/test/screen-queries'

runMockServerAroundEachTest()

let stopFollowingClock = () => {}
beforeEach(() => {
  sessionStore.signOut()
  localStorage.clear()
  connectApi()
  stopFollowingClock = followMockClock()
})
afterEach(() => stopFollowingClock())

async function openLogin() {
  const view = renderApp('/')
  await userEvent.click(first(await screen.findAllByRole('button', { name: 'Login' })))
  const dialog = await screen.findByRole('dialog', { name: 'Log in' })
  return { ...view, dialog }
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

// A login lands on the dashboard, which loads its data and chunks: seconds on two busy cores.
describe('the login dialog', { timeout: 20_000 }, () => {
  it('stores the session, greets the person with the server message and goes to /dashboard', async () => {
    const { router } = await openLogin()
    await logIn(personas.regular.email, DEMO_PASSWORD)
    expect(await screen.findByText(greetingOf('Maria'))).toBeTruthy()
    await arrivesAt(router, '/dashboard')
    expect(sessionStore.getState()).toMatchObject({
      userType: 'employee',
      user: { email: personas.regular.email },
      token: expect.any(String),
    })
    expect(await screen.findByText('Logged in successfully.')).toBeTruthy()
  })

  it('logs in with an e-mail typed with spaces around it: the form sends it trimmed, as the server takes it', async () => {
    const { router } = await openLogin()
    await logIn(`  ${personas.regular.email} `, DEMO_PASSWORD)
    await arrivesAt(router, '/dashboard')
    expect(sessionStore.getState().user?.email).toBe(personas.regular.email)
  })

  it('goes back where the same person was when the app ended their last session', async () => {
    const userId = control.personas().find((persona) => persona.key === 'regular')?.user_id ?? 0
    rememberReturnPath(userId, '/no-such-page')
    const { router } = await openLogin()
    await logIn(personas.regular.email, DEMO_PASSWORD)
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'))
  })

  it('disables Log in and shows progress while the server answers', async () => {
    control.setLatency(300)
    await openLogin()
    await logIn(personas.regular.email, DEMO_PASSWORD)
    const submit = screen.getByRole('button', { name: 'Log in' })
    expect(submit).toHaveProperty('disabled', true)
    expect(submit.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(sessionStore.getState().token).not.toBeNull())
  })

  it("shows the server's refusal under Email and clears it when Email is edited", async () => {
    await openLogin()
    await logIn(personas.regular.email, 'not-her-password')
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(errorsUnder(email)).toEqual(['These credentials do not match our records.']))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(email, 'x')
    expect(errorsUnder(email)).toEqual([])
    expect(sessionStore.getState().token).toBeNull()
  })

  it('says in the form how long to wait after too many attempts (429), with Log in held back', async () => {
    const { dialog } = await openLogin()
    control.failNext('429')
    await logIn(personas.regular.email, DEMO_PASSWORD)
    expect(
      await within(dialog).findByText(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true)
    expect(sessionStore.getState().token).toBeNull()
  })

  it('treats a login answer with neither a session nor a two-factor challenge as unexpected, opening no code step', async () => {
    server.use(
      http.post('*/api/v1/employee/auth/login', () =>
        HttpResponse.json({ message: 'OK', data: { user_id: 7 }, errors: null }, { status: 200 }),
      ),
    )
    const { dialog } = await openLogin()
    await logIn(personas.regular.email, DEMO_PASSWORD)
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy()
    expect(within(dialog).queryByLabelText('Authentication code')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
    expect(sessionStore.getState().token).toBeNull()
  })

  it('tells a deactivated person why they cannot sign in', async () => {
    await openLogin()
    await logIn(personas.deactivated.email, DEMO_PASSWORD)
    await waitFor(() =>
      expect(errorsUnder(screen.getByLabelText('Email'))).toEqual([
        'Your account is deactivated. Please contact the administrator to know more.',
      ]),
    )
  })

  it('asks a two-factor account for the code, which completes the login', async () => {
    const { router } = await openLogin()
    await logIn(personas.twoFactor.email, DEMO_PASSWORD)
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' })
    expect(within(dialog).getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy()

    await typeCode('Authentication code', generateTotp(DEMO_TOTP_SECRET) === '000000' ? '111111' : '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(errorsUnder(codeGroup('Authentication code'))).toEqual([expect.stringMatching(/invalid or has expired/)]),
    )

    await typeCode('Authentication code', generateTotp(DEMO_TOTP_SECRET))
    expect(errorsUnder(codeGroup('Authentication code'))).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await arrivesAt(router, '/dashboard')
    expect(sessionStore.getState().user?.email).toBe(personas.twoFactor.email)
  })

  it('returns to the login step, e-mail kept, from the code step', async () => {
    await openLogin()
    await logIn(personas.twoFactor.email, DEMO_PASSWORD)
    await userEvent.click(await screen.findByRole('button', { name: 'Back to login' }))
    await screen.findByRole('dialog', { name: 'Log in' })
    expect(screen.getByLabelText('Email')).toHaveProperty('value', personas.twoFactor.email)
  })
})

describe('forgot password in the dialog', { timeout: 20_000 }, () => {
  async function openForgot(email: string) {
    await openLogin()
    await userEvent.type(screen.getByLabelText('Email'), email)
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await screen.findByRole('dialog', { name: 'Forgot password' })
  }

  it('counts the 429 wait down from the server’s retry_after, with Submit disabled until it ends', async () => {
    await openForgot(personas.regular.email)
    const dialog = screen.getByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('dialog', { name: 'Enter the reset code' })
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }))
    mockClock.advance(10_000)
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }))

    // Said in the dialog, where it counts down. Real time flows under the moved clock too: on a
    // loaded machine a few seconds may pass.
    expect(
      await within(dialog).findByText(
        /^Please wait (4[5-9]|50) seconds before requesting another password reset email\.$/,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true)
    act(() => mockClock.advance(30_000))
    expect(
      within(dialog).getByText(/^Please wait (1[5-9]|20) seconds before requesting another password reset email\.$/),
    ).toBeTruthy()
    act(() => mockClock.advance(20_000))
    expect(within(dialog).queryByText(/Please wait/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false)
  })

  const codeTyped = (label: string) =>
    within(codeGroup(label))
      .getAllByRole<HTMLInputElement>('textbox')
      .map((box) => box.value)
      .join('')

  // The mock's injected 429 waits 30 s; real time flows under the moved clock too, so a few seconds may pass.
  const injectedWait = /^Too many attempts\. Please wait (2\d|30) seconds and try again\.$/

  it('says on the code step how long to wait after a 429, with Verify held back and the code kept', async () => {
    const email = personas.regular.email
    await openForgot(email)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the reset code' })
    const code = control.latestEmail(email)?.code ?? ''
    await typeCode('Reset code', code)
    control.failNext('429')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))

    expect(await within(dialog).findByText(injectedWait)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true)
    expect(codeTyped('Reset code')).toBe(code)
    act(() => mockClock.advance(30_000))
    expect(within(dialog).queryByText(/Please wait/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeTruthy()
  })

  it('says on the code step when the server holds back an address after 10 wrong codes, whichever codes they were for', async () => {
    const email = personas.regular.email
    await openForgot(email)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the reset code' })
    const code = control.latestEmail(email)?.code ?? ''
    const api = createClient()
    for (let guess = 0; guess < 10; guess += 1) {
      await api.auth.resetVerifyOtp({ body: { email, code: code === '000000' ? '111111' : '000000' } })
    }
    await typeCode('Reset code', code)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))

    expect(await within(dialog).findByText(/^Too many attempts\. Please wait 15 minutes and try again\.$/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true)
  })

  it('says on the new-password step how long to wait after a 429, keeping both passwords', async () => {
    const email = personas.regular.email
    await openForgot(email)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('dialog', { name: 'Enter the reset code' })
    await typeCode('Reset code', control.latestEmail(email)?.code ?? '')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' })
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Tatlong-Salita-Bago-2026')
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Tatlong-Salita-Bago-2026')
    control.failNext('429')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }))

    expect(await within(dialog).findByText(injectedWait)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Reset password' })).toHaveProperty('disabled', true)
    expect(within(dialog).getByLabelText('New password')).toHaveProperty('value', 'Tatlong-Salita-Bago-2026')
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveProperty('value', 'Tatlong-Salita-Bago-2026')
  })

  it('resets the password with the e-mailed code; resend waits 120 s and voids the old code', async () => {
    const email = personas.regular.email
    await openForgot(email)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('dialog', { name: 'Enter the reset code' })
    const firstCode = control.latestEmail(email)?.code ?? ''

    const resend = screen.getByRole('button', { name: /^Resend code/ })
    expect(resend.textContent).toBe('Resend code in 120 s')
    expect(resend).toHaveProperty('disabled', true)
    act(() => mockClock.advance(119_000))
    expect(resend.textContent).toBe('Resend code in 1 s')
    act(() => mockClock.advance(1_000))
    expect(resend).toHaveProperty('disabled', false)

    await userEvent.click(resend)
    await waitFor(() => expect(control.latestEmail(email)?.code).not.toBe(firstCode))
    await waitFor(() => expect(resend.textContent).toBe('Resend code in 120 s'))

    await typeCode('Reset code', firstCode === '000000' ? '111111' : firstCode)
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(errorsUnder(codeGroup('Reset code'))).toEqual(['The code is invalid or has expired. Request a new code.']),
    )

    await typeCode('Reset code', control.latestEmail(email)?.code ?? '')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByRole('dialog', { name: 'Reset password' })

    await userEvent.type(screen.getByLabelText('New password'), ' short')
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(errorsUnder(screen.getByLabelText('New password'))).toEqual([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'Tatlong-Salita-Bago-2026')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Tatlong-Salita-Bago-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))

    await screen.findByRole('dialog', { name: 'Log in' })
    expect(screen.getByLabelText('Email')).toHaveProperty('value', email)
    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy()
  })
})
