import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setClockSource } from './clock'
import { formatMinutesSeconds, secondsLeft, useCountdown } from './use-countdown'

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'))
  })
  afterEach(() => {
    setClockSource(() => Date.now())
    vi.useRealTimers()
  })

  it('counts down to a deadline and stops at zero, never below', () => {
    const deadline = Date.now() + 2000
    const { result } = renderHook(() => useCountdown(deadline))
    expect(result.current).toBe(2000)
    act(() => vi.advanceTimersByTime(1500))
    expect(result.current).toBe(500)
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current).toBe(0)
  })

  it('is zero with no deadline', () => {
    const { result } = renderHook(() => useCountdown(null))
    expect(result.current).toBe(0)
  })

  it('follows a clock that jumps, at once', () => {
    let offset = 0
    setClockSource(() => Date.now() + offset)
    const deadline = Date.now() + 120_000
    const { result } = renderHook(() => useCountdown(deadline))
    act(() => {
      offset = 100_000
      setClockSource(() => Date.now() + offset)
    })
    expect(result.current).toBe(20_000)
  })

  it('restarts when the deadline changes', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: Date.now() + 1000 },
    })
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current).toBe(0)
    rerender({ deadline: Date.now() + 60_000 })
    expect(result.current).toBe(60_000)
  })
})

describe('countdown display', () => {
  it('rounds seconds up, so the last second shows 1', () => {
    expect(secondsLeft(120_000)).toBe(120)
    expect(secondsLeft(100)).toBe(1)
    expect(secondsLeft(0)).toBe(0)
  })

  it('shows m:ss from 2:00', () => {
    expect(formatMinutesSeconds(120_000)).toBe('2:00')
    expect(formatMinutesSeconds(65_000)).toBe('1:05')
    expect(formatMinutesSeconds(900)).toBe('0:01')
    expect(formatMinutesSeconds(0)).toBe('0:00')
  })
})
