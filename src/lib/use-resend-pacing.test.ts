import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api/api-error'
import { useResendPacing } from './use-resend-pacing'

const start = Date.parse('2026-11-26T09:00:00+08:00')

describe('useResendPacing', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits from the code just sent, or from when it is told', () => {
    vi.useFakeTimers({ now: start })
    expect(renderHook(() => useResendPacing(60_000)).result.current.availableAt).toBe(start + 60_000)
    expect(renderHook(() => useResendPacing(60_000, start + 5_000)).result.current.availableAt).toBe(start + 5_000)
  })

  it('waits again after each code it sends', () => {
    vi.useFakeTimers({ now: start })
    const { result } = renderHook(() => useResendPacing(120_000))
    vi.setSystemTime(start + 130_000)
    act(() => result.current.sent())
    expect(result.current.availableAt).toBe(start + 250_000)
  })

  it('waits as long as the server says when it refuses as too soon, and keeps its wait on other failures', () => {
    vi.useFakeTimers({ now: start })
    const { result } = renderHook(() => useResendPacing(60_000))
    act(() => result.current.refused(new ApiError({ status: 429, message: 'Too many requests.', retryAfter: 90 })))
    expect(result.current.availableAt).toBe(start + 90_000)
    act(() => result.current.refused(new ApiError({ status: 500, message: 'Server Error' })))
    expect(result.current.availableAt).toBe(start + 90_000)
  })
})
