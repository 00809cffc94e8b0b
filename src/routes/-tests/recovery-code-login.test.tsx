import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { generateTotp } from '@mocks/rules/totp'
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, personas } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { connectApi } from '@/app/connect-api'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { arrivesAt, codeGroup, errorsUnder, first, typeCode } from '@/test/screen-queries'

runMockServerAroundEachTest()

beforeEach(() => {
  sessionStore.signOut()
  localStorage.clear()
  connectApi()
})

async function reachTwoFactorStep() {
  const view = renderApp('/')
  await userEvent.click(first(await screen.findAllByRole('button', { name: 'Login' })))
  await screen.findByRole('dialog', { name: 'Log in' })
  await userEvent.type(screen.getByLabelText('Email'), personas.twoFactor.email)
  await userEvent.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' })
  return { ...view, dialog }
}

describe("the login's two-factor step with a recovery code", () => {
  it('takes a recovery code instead of the authenticator code, typed any way, and says how many are left', async () => {
    const { router, dialog } = await reachTwoFactorStep()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }))
    const field = within(dialog).getByLabelText('Recovery code')
    expect(document.activeElement).toBe(field)
    expect(within(dialog).queryByRole('group', { name: 'Authentication code' })).toBeNull()

    // Lower case, without the hyphen, as someone copying from paper might.
    await userEvent.type(field, DEMO_RECOVERY_CODES[0].replace('-', '').toLowerCase())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))

    await arrivesAt(router, '/dashboard')
    expect(sessionStore.getState().user?.email).toBe(personas.twoFactor.email)
    expect(await screen.findByText('Logged in with a recovery code. You have 9 recovery codes left.')).toBeTruthy()
  })

  it('refuses a malformed or unknown recovery code under its field, and goes back to the authenticator code', async () => {
    await reachTwoFactorStep()
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCD')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(errorsUnder(screen.getByLabelText('Recovery code'))).toEqual([
      'A recovery code is 8 letters and digits, like 7KQM-3XPD.',
    ])

    await userEvent.clear(screen.getByLabelText('Recovery code'))
    await userEvent.type(screen.getByLabelText('Recovery code'), 'WXYZ-2345')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(errorsUnder(screen.getByLabelText('Recovery code'))).toEqual([
        'The recovery code is invalid or has already been used.',
      ]),
    )
    expect(sessionStore.getState().token).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }))
    expect(screen.queryByLabelText('Recovery code')).toBeNull()
    expect(document.activeElement).toBe(within(codeGroup('Authentication code')).getAllByRole('textbox')[0])
    await typeCode('Authentication code', generateTotp(DEMO_TOTP_SECRET))
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(sessionStore.getState().user?.email).toBe(personas.twoFactor.email))
    expect(await screen.findByText('Logged in successfully.')).toBeTruthy()
  })
})
