import { act, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { sessionStore } from './session-store'
import { ACCOUNT_DEACTIVATED_MESSAGE } from './logout-reasons'
import { signInEmployee } from './testing/session-fixtures'
import { useLogoutReasonToast } from './use-logout-reason-toast'

function Frame() {
  useLogoutReasonToast()
  return <Toaster autoClose={60_000} />
}

beforeEach(() => {
  sessionStore.signOut()
  signInEmployee()
})
afterEach(() => act(() => toast.dismiss()))

it('shows why the app ended the session as an error toast, once', async () => {
  render(<Frame />)
  expect(screen.queryByRole('alert')).toBeNull()

  act(() => sessionStore.signOut(ACCOUNT_DEACTIVATED_MESSAGE))

  expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_DEACTIVATED_MESSAGE)
  expect(sessionStore.getState().logoutReason).toBeNull()

  act(() => toast.dismiss())
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  act(() => sessionStore.setTimeRemaining(null)) // any later change of the auth state
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).toBeNull()
})

it('shows nothing after a chosen Sign Out', async () => {
  render(<Frame />)
  act(() => sessionStore.signOut())
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).toBeNull()
})
