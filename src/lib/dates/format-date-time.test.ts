import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime, formatTime } from './format-date-time'
import { manilaDateOf } from '@contract/dates/manila'

const browserZone = process.env.TZ

describe('instants in Manila', () => {
  afterEach(() => {
    process.env.TZ = browserZone
  })

  it('shows an instant as Manila date and 12-hour time', () => {
    // 07:05 UTC is 3:05 PM in Manila (UTC+8).
    expect(formatDateTime('2026-11-23T07:05:00Z')).toBe('23 Nov 2026, 3:05 PM')
    expect(formatTime('2026-11-23T00:30:00.000Z')).toBe('8:30 AM')
    expect(formatTime('2026-11-23T04:00:00Z')).toBe('12:00 PM')
    expect(formatTime('2026-11-23T03:59:59Z', { seconds: true })).toBe('11:59:59 AM')
    expect(formatDateTime('2026-11-23T07:05:09Z', { seconds: true })).toBe('23 Nov 2026, 3:05:09 PM')
  })

  it('moves to the next Manila day when UTC is still on the day before', () => {
    expect(formatDateTime('2026-11-22T16:15:00Z')).toBe('23 Nov 2026, 12:15 AM')
    expect(manilaDateOf('2026-11-22T16:15:00Z')).toBe('2026-11-23')
  })

  it('reads the same in a browser in UTC-8', () => {
    process.env.TZ = 'America/Los_Angeles'
    // The browser itself is still on 22 Nov here; the business date is Manila's.
    expect(new Date('2026-11-22T16:15:00Z').getDate()).toBe(22)
    expect(formatDateTime('2026-11-22T16:15:00Z')).toBe('23 Nov 2026, 12:15 AM')
    expect(manilaDateOf(Date.parse('2026-11-22T16:15:00Z'))).toBe('2026-11-23')
  })

  it('accepts epoch milliseconds and offsets other than Z', () => {
    expect(formatDateTime(Date.parse('2026-11-23T07:05:00Z'))).toBe('23 Nov 2026, 3:05 PM')
    expect(formatDateTime('2026-11-23T15:05:00+08:00')).toBe('23 Nov 2026, 3:05 PM')
  })

  it('shows what is not an instant as it came', () => {
    expect(formatDateTime('not a time')).toBe('not a time')
  })
})
