import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { registerAppNavigation } from '@/lib/navigation'
import { LandingWithDialogs } from './landing-with-dialogs'

const navigate = vi.fn(() => Promise.resolve())

beforeEach(() => {
  sessionStore.signOut()
  navigate.mockClear()
  registerAppNavigation(navigate)
})
afterEach(() => sessionStore.signOut())

// Spec section 2: opening login or sign-up while authenticated redirects to /dashboard, e.g. after a
// sign-in in another tab left this tab's landing page showing.
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

it('opens the login dialog for a guest', async () => {
  const user = userEvent.setup()
  render(<LandingWithDialogs />)
  await user.click(screen.getAllByRole('button', { name: 'Login' })[0]!)
  expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy()
  expect(navigate).not.toHaveBeenCalled()
})
