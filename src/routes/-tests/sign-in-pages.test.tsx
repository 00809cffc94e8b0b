import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { control } from '@mocks/node'
import { generateTotp } from '@mocks/rules/totp'
import { DEMO_TOTP_SECRET, personas } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { loginAs } from '@mocks/test/login-as'
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { connectApi } from '@/app/connect-api'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { errorsUnder, arrivesAt, first, typeCode } from '@/test/screen-queries'

runMockServerAroundEachTest()

beforeEach(() => {
  sessionStore.signOut()
  connectApi()
})

const NEW_PASSWORD = 'Tatlong-Salita-Bago-2026'

/** The e-mail's link, as the person would open it. */
async function resetLinkFor(email: string): Promise<string> {
  const form = new FormData()
  form.append('email', email)
  const answer = await fetch(`${window.location.origin}/api/v1/employee/auth/forgot-password`, {
    method: 'POST',
    body: form,
  })
  expect(answer.status).toBe(200)
  return control.latestEmail(email)?.link ?? ''
}

async function chooseNewPassword() {
  await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD)
  await userEvent.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD)
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
}

describe('the public sign-in pages', () => {
  for (const path of ['/verification', '/forgot-password', '/reset-password?token=abc&email=maria%40example.ph']) {
    it(`send a signed-in person from ${path.split('?')[0]} to /dashboard`, async () => {
      // A session the mock knows: what the shell asks once idle (the counts) may still be on its way when the
      // test ends, and a 401 would end the session a second later, inside the next test.
      const { token, user } = await loginAs('regular')
      signInEmployee(user, token)
      const { router } = renderApp(path)
      await arrivesAt(router, '/dashboard')
    })
  }

  it('/verification without a login to finish goes to /', async () => {
    const { router } = renderApp('/verification')
    await arrivesAt(router, '/')
  })

  it('/forgot-password e-mails a link, says Success, then makes a second request wait', async () => {
    const { router } = renderApp('/forgot-password')
    await waitFor(() => expect(document.title).toBe('Forgot Password | Empleo-Employee'))
    await userEvent.type(await screen.findByLabelText('Email'), personas.regular.email)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const success = await screen.findByRole('dialog', { name: 'Success' })
    expect(within(success).getByText(/we have e-mailed it a code/)).toBeTruthy()
    expect(control.latestEmail(personas.regular.email)?.link).toMatch(/^\/reset-password\?token=/)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText(/^Please wait (59|60) seconds before requesting another password reset email\.$/, {
        selector: 'main p',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true)
    // One message per event: the wait is said in the form, not again as a toast.
    expect(screen.getAllByText(/Please wait/)).toHaveLength(1)

    await userEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }))
    await arrivesAt(router, '/')
  })

  it("/forgot-password's Success dialog has a Login button to /", async () => {
    const { router } = renderApp('/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email'), 'nobody@bayanihantech.ph')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Success' })).getByRole('link', { name: 'Login' }),
    )
    await arrivesAt(router, '/')
  })

  it("/reset-password from the e-mail's link sets the password, and the Success dialog logs in with it", async () => {
    const { router } = renderApp(await resetLinkFor(personas.regular.email))
    await waitFor(() => expect(document.title).toBe('Reset Password | Empleo-Employee'))
    await chooseNewPassword()
    const success = await screen.findByRole('dialog', { name: 'Success' })
    expect(within(success).getByLabelText('Email')).toHaveProperty('value', personas.regular.email)
    await userEvent.type(within(success).getByLabelText('Password'), NEW_PASSWORD)
    await userEvent.click(within(success).getByRole('button', { name: 'Log in' }))
    await arrivesAt(router, '/dashboard')
  })

  it('a two-factor login from the Success dialog finishes on /verification; Cancel clears the login form and returns to /', async () => {
    const { router } = renderApp(await resetLinkFor(personas.twoFactor.email))
    await chooseNewPassword()
    const success = await screen.findByRole('dialog', { name: 'Success' })
    await userEvent.type(within(success).getByLabelText('Password'), NEW_PASSWORD)
    await userEvent.click(within(success).getByRole('button', { name: 'Log in' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/verification')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await arrivesAt(router, '/')
    expect(sessionStore.getState().token).toBeNull()
    // Nothing of the abandoned login is left: no challenge in history, and Login opens empty.
    expect(router.state.location.state.twoFactorUserId).toBeUndefined()
    await userEvent.click(first(await screen.findAllByRole('button', { name: 'Login' })))
    const login = await screen.findByRole('dialog', { name: 'Log in' })
    expect(within(login).getByLabelText('Email')).toHaveProperty('value', '')
    expect(within(login).getByLabelText('Password')).toHaveProperty('value', '')
    expect(within(login).queryByRole('heading', { name: 'Two-Factor Authentication' })).toBeNull()
  })

  it('/verification completes the login with the authenticator code', async () => {
    const { router } = renderApp(await resetLinkFor(personas.twoFactor.email))
    await chooseNewPassword()
    const success = await screen.findByRole('dialog', { name: 'Success' })
    await userEvent.type(within(success).getByLabelText('Password'), NEW_PASSWORD)
    await userEvent.click(within(success).getByRole('button', { name: 'Log in' }))
    await screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' })
    await typeCode('Authentication code', generateTotp(DEMO_TOTP_SECRET))
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await arrivesAt(router, '/dashboard')
  })

  it('/reset-password says when a link is incomplete, and offers a new one', async () => {
    renderApp('/reset-password?email=maria%40example.ph')
    expect(await screen.findByText(/This password reset link is incomplete/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password')
  })

  it('/reset-password shows the server refusing a spent link', async () => {
    const link = await resetLinkFor(personas.regular.email)
    renderApp(link)
    await chooseNewPassword()
    await screen.findByRole('dialog', { name: 'Success' })
    cleanup()

    renderApp(link)
    await chooseNewPassword()
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please start again from "Forgot password".',
      ),
    ).toBeTruthy()
    expect(errorsUnder(screen.getByLabelText('New password'))).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
