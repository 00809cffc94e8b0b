import { afterEach, describe, expect, it } from 'vitest'
import * as clock from './clock'

afterEach(() => clock.reset())

describe('the mock clock', () => {
  it('follows real time until it is moved', () => {
    const before = Date.now()
    const reading = clock.nowMs()
    expect(reading).toBeGreaterThanOrEqual(before)
    expect(reading).toBeLessThanOrEqual(Date.now())
  })

  it('moves forward by the amount asked and keeps ticking from there', () => {
    const start = clock.nowMs()
    clock.advance(clock.DAY_MS)
    expect(clock.nowMs() - start).toBeGreaterThanOrEqual(clock.DAY_MS)
    expect(clock.nowMs() - start).toBeLessThan(clock.DAY_MS + 1000)
  })

  it('can be set to an instant and reset to real time', () => {
    clock.set('2026-03-01T00:00:00Z')
    expect(Math.abs(clock.nowMs() - Date.parse('2026-03-01T00:00:00Z'))).toBeLessThan(1000)
    clock.reset()
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000)
  })

  it('refuses an instant that is not a date', () => {
    expect(() => clock.set('not a date')).toThrow(RangeError)
  })

  it('gives the Manila business date, which turns over at 16:00 UTC', () => {
    expect(clock.manilaDate('2026-06-11T15:59:59Z')).toBe('2026-06-11')
    expect(clock.manilaDate('2026-06-11T16:00:00Z')).toBe('2026-06-12')
    clock.set('2025-12-31T16:30:00Z')
    expect(clock.manilaDate()).toBe('2026-01-01')
  })
})
