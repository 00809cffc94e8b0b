import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import { ACCOUNT_DEACTIVATED_MESSAGE, IDLE_LOGOUT_MESSAGE } from '@/session/logout-reasons'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { SignedOutNotice } from './signed-out-notice'

beforeEach(() => {
  sessionStore.signOut()
})

it('says why the app ended the session, and stays until the person closes it', async () => {
  const user = userEvent.setup()
  sessionStore.signOut(ACCOUNT_DEACTIVATED_MESSAGE)
  render(<SignedOutNotice />)

  expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_DEACTIVATED_MESSAGE)
  act(() => sessionStore.setTimeRemaining(null)) // a later change of the auth state keeps it
  expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_DEACTIVATED_MESSAGE)

  await user.click(screen.getByRole('button', { name: 'Close the message' }))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(sessionStore.getState().logoutReason).toBeNull()
})

it('goes with the next login', () => {
  sessionStore.signOut(IDLE_LOGOUT_MESSAGE)
  render(<SignedOutNotice />)
  expect(screen.getByRole('alert')).toBeTruthy()

  act(() => void signInEmployee())
  expect(screen.queryByRole('alert')).toBeNull()
  act(() => sessionStore.signOut())
  expect(screen.queryByRole('alert')).toBeNull()
})

it('shows nothing after a chosen Sign Out', () => {
  signInEmployee()
  sessionStore.signOut()
  render(<SignedOutNotice />)
  expect(screen.queryByRole('alert')).toBeNull()
})
