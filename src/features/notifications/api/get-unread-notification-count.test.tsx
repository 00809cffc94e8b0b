import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api'
import { UNREAD_POLL_MS, useUnreadNotificationCount } from './get-unread-notification-count'

// How the bell's count stays fresh without a reload: asked every minute while the page is visible,
// not at all while it is hidden, and at once when it is shown again.
describe('the unread count', () => {
  let asked = 0
  beforeEach(() => {
    asked = 0
    vi.useFakeTimers()
    vi.spyOn(api.notifications, 'unreadCount').mockImplementation(() => {
      asked += 1
      return Promise.resolve({
        status: 200,
        body: { message: 'Your unread notifications.', data: { count: asked }, errors: null },
        headers: new Headers(),
      })
    })
  })
  afterEach(() => {
    focusManager.setFocused(undefined)
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  function renderCount() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    return renderHook(() => useUnreadNotificationCount(), { wrapper })
  }

  it('polls every minute while visible, stops while hidden, and asks again when shown', async () => {
    const { result } = renderCount()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.data).toBe(1)

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS))
    expect(asked).toBe(2)

    act(() => focusManager.setFocused(false))
    await act(() => vi.advanceTimersByTimeAsync(5 * UNREAD_POLL_MS))
    expect(asked).toBe(2)

    act(() => focusManager.setFocused(true))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(asked).toBe(3)
    expect(result.current.data).toBe(3)
  })
})
