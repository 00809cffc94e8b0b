import { afterEach, describe, expect, it } from 'vitest'
import { setNowSource } from '../clock'
import { manilaDateOf, manilaInstant, manilaToday, manilaWallClock } from './manila'

/** The clock connected before a test moved it (the mock's, in a file that loads it): put back after. */
let connected: (() => number) | undefined
afterEach(() => {
  if (connected) setNowSource(connected)
  connected = undefined
})

describe('Manila dates of instants', () => {
  it('turns the date over at 16:00 UTC, midnight in Manila', () => {
    expect(manilaDateOf('2026-06-11T15:59:59Z')).toBe('2026-06-11')
    expect(manilaDateOf('2026-06-11T16:00:00Z')).toBe('2026-06-12')
    expect(manilaDateOf(Date.parse('2028-02-28T16:30:00Z'))).toBe('2028-02-29')
    expect(manilaWallClock('2026-11-23T01:05:00Z').getUTCHours()).toBe(9)
  })

  it('gives today by the one clock', () => {
    connected = setNowSource(() => Date.parse('2026-12-31T16:00:00Z'))
    expect(manilaToday()).toBe('2027-01-01')
  })

  it('finds the instant of a Manila wall-clock time, on the day before in UTC in the early morning', () => {
    expect(manilaInstant('2026-11-23', 9)).toBe('2026-11-23T01:00:00.000Z')
    expect(manilaInstant('2026-11-23', 7, 30)).toBe('2026-11-22T23:30:00.000Z')
    expect(manilaInstant('2028-03-01', 0, 15)).toBe('2028-02-29T16:15:00.000Z')
  })
})
