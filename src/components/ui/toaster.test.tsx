import { act, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it } from 'vitest'
import { notify } from '@/lib/notify'
import { SHELL_TOAST_MS } from './toast-durations'
import { Toaster } from './toaster'

afterEach(() => act(() => toast.dismiss()))

describe('Toaster and notify', () => {
  it('shows success and error toasts as alerts', async () => {
    render(<Toaster autoClose={SHELL_TOAST_MS} />)
    act(() => {
      notify.success('Leave request submitted.')
      notify.error('An unexpected error occurred.')
    })
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Leave request submitted.',
      'An unexpected error occurred.',
    ])
  })

  it('shows the same message once however often it is sent', async () => {
    render(<Toaster autoClose={SHELL_TOAST_MS} />)
    act(() => {
      notify.error('Something went wrong.')
      notify.error('Something went wrong.')
    })
    expect(await screen.findAllByRole('alert')).toHaveLength(1)
  })

  it('shows a toast sent before the Toaster was there, once it mounts', async () => {
    // The app mounts the Toaster lazily, after the first paint; a failure can come earlier.
    await act(async () => {
      notify.error('Your session has expired. Please log in again.')
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    render(<Toaster autoClose={SHELL_TOAST_MS} />)
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired. Please log in again.')
  })
})
