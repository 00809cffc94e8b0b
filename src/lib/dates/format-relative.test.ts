import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setClockSource } from '@/lib/clock'
import { formatRelativeDate } from './format-relative'

const browserZone = process.env.TZ

// 9:00 AM in Manila on Mon 23 Nov 2026; Date.now() is deliberately elsewhere to prove now() is used.
const manilaMorning = Date.parse('2026-11-23T01:00:00Z')

describe('relative dates', () => {
  beforeEach(() => setClockSource(() => manilaMorning))
  afterEach(() => {
    setClockSource(() => Date.now())
    process.env.TZ = browserZone
  })

  it('names the nearest days in words', () => {
    expect(formatRelativeDate('2026-11-23')).toBe('today')
    expect(formatRelativeDate('2026-11-22')).toBe('yesterday')
    expect(formatRelativeDate('2026-11-24')).toBe('tomorrow')
  })

  it('counts days within a week, both ways', () => {
    expect(formatRelativeDate('2026-11-20')).toBe('3 days ago')
    expect(formatRelativeDate('2026-11-25')).toBe('in 2 days')
  })

  it('counts weeks, months and years further out', () => {
    expect(formatRelativeDate('2026-11-10')).toBe('last week')
    expect(formatRelativeDate('2026-11-02')).toBe('3 weeks ago')
    expect(formatRelativeDate('2026-08-01')).toBe('3 months ago')
    expect(formatRelativeDate('2024-11-01')).toBe('2 years ago')
  })

  it('judges an instant by its Manila date', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Manila.
    expect(formatRelativeDate('2026-11-22T23:30:00Z')).toBe('today')
    expect(formatRelativeDate('2026-11-22T15:59:00Z')).toBe('yesterday')
    expect(formatRelativeDate(manilaMorning)).toBe('today')
  })

  it("follows the app's clock when it moves", () => {
    setClockSource(() => manilaMorning + 2 * 86_400_000)
    expect(formatRelativeDate('2026-11-23')).toBe('2 days ago')
  })

  it('keeps Manila\'s "today" in a browser in UTC-8, where it is still the day before', () => {
    process.env.TZ = 'America/Los_Angeles'
    expect(new Date(manilaMorning).getDate()).toBe(22)
    expect(formatRelativeDate('2026-11-23')).toBe('today')
  })

  it('says what Intl.RelativeTimeFormat says, for every day within four years either way', () => {
    // What formatRelativeDate stands in for (format-relative.ts), with its units as the function picks them.
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    const expected = (days: number) => {
      const size = Math.abs(days)
      if (size < 7) return intl.format(days, 'day')
      if (size < 30) return intl.format(Math.trunc(days / 7), 'week')
      if (size < 365) return intl.format(Math.trunc(days / 30), 'month')
      return intl.format(Math.trunc(days / 365), 'year')
    }
    for (let days = -1_500; days <= 1_500; days++) {
      const date = new Date(Date.UTC(2026, 10, 23 + days)).toISOString().slice(0, 10)
      expect(formatRelativeDate(date), date).toBe(expected(days))
    }
  })

  it('says nothing for what is not a date', () => {
    expect(formatRelativeDate('whenever')).toBe('')
  })
})
