// @vitest-environment-options {"url": "https://app.empleo.test/"}
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest'
import { clearProfileCookie, writeProfileCookie } from '@/session/profile-cookies'
import { sessionStore } from '@/session/session-store'
import { fakeToken, fakeUser, signInEmployee } from '@/session/testing/session-fixtures'
import { registerAppNavigation } from '@/lib/navigation'
import { LandingWithDialogs } from './landing-with-dialogs'

const navigate = vi.fn(() => Promise.resolve())

beforeEach(() => {
  sessionStore.signOut()
  navigate.mockClear()
  registerAppNavigation(navigate)
})
afterEach(() => sessionStore.signOut())

// docs/product/screens-and-routes.md#landing-page: opening login or sign-up while authenticated redirects to
// /dashboard, e.g. after a sign-in in another tab left this tab's landing page showing.
for (const button of ['Login', 'Sign Up']) {
  it(`sends a signed-in visitor who presses ${button} to the dashboard instead of opening the dialog`, async () => {
    const user = userEvent.setup()
    render(<LandingWithDialogs />)
    signInEmployee()

    await user.click(screen.getAllByRole('button', { name: button })[0]!)

    expect(navigate).toHaveBeenCalledWith('/dashboard', {})
    expect(screen.queryByRole('dialog')).toBeNull()
  })
}

// The same with only an admin session: the admin application left its cookie on the parent domain
// after this landing page loaded. The dashboard's route sends it on to the admin application.
for (const button of ['Login', 'Sign Up']) {
  it(`sends a visitor with only an admin_profile cookie who presses ${button} to the dashboard`, async () => {
    const user = userEvent.setup()
    render(<LandingWithDialogs />)
    writeProfileCookie('admin_profile', { user: fakeUser({ admin: true }), token: fakeToken(600) })
    onTestFinished(() => clearProfileCookie('admin_profile'))

    await user.click(screen.getAllByRole('button', { name: button })[0]!)

    expect(navigate).toHaveBeenCalledWith('/dashboard', {})
    expect(screen.queryByRole('dialog')).toBeNull()
  })
}

it('opens the login dialog for a guest', async () => {
  const user = userEvent.setup()
  render(<LandingWithDialogs />)
  await user.click(screen.getAllByRole('button', { name: 'Login' })[0]!)
  expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy()
  expect(navigate).not.toHaveBeenCalled()
})
