import { act, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { authStore } from './auth-store'
import { ACCOUNT_DEACTIVATED_MESSAGE } from './logout-reasons'
import { signInEmployee } from './testing/session-fixtures'
import { useLogoutReasonToast } from './use-logout-reason-toast'

function Frame() {
  useLogoutReasonToast()
  return <Toaster autoClose={60_000} />
}

beforeEach(() => {
  authStore.signOut()
  signInEmployee()
})
afterEach(() => act(() => toast.dismiss()))

it('shows why the app ended the session as an error toast, once', async () => {
  render(<Frame />)
  expect(screen.queryByRole('alert')).toBeNull()

  act(() => authStore.signOut(ACCOUNT_DEACTIVATED_MESSAGE))

  expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_DEACTIVATED_MESSAGE)
  expect(authStore.getState().logoutReason).toBeNull()

  act(() => toast.dismiss())
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  act(() => authStore.setTimeRemaining(null)) // any later change of the auth state
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).toBeNull()
})

it('shows nothing after a chosen Sign Out', async () => {
  render(<Frame />)
  act(() => authStore.signOut())
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).toBeNull()
})
