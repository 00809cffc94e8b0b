import { describe, expect, it } from 'vitest'
import { daysBetween, isRealDate, parseBusinessDate, weekdayOf } from './business-date'

describe('business dates', () => {
  it('reads YYYY-MM-DD as calendar numbers', () => {
    expect(parseBusinessDate('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 })
    expect(parseBusinessDate('0050-01-01')).toEqual({ year: 50, month: 1, day: 1 })
  })

  it('takes only real days of the calendar, 29 February in leap years alone', () => {
    expect(isRealDate('2028-02-29')).toBe(true)
    expect(isRealDate('2000-02-29')).toBe(true)
    expect(isRealDate('2027-02-29')).toBe(false)
    expect(isRealDate('2100-02-29')).toBe(false)
    expect(isRealDate('2026-02-30')).toBe(false)
    expect(isRealDate('2026-04-31')).toBe(false)
    expect(isRealDate('2026-13-01')).toBe(false)
    expect(isRealDate('2026-00-10')).toBe(false)
    expect(isRealDate('2026-1-05')).toBe(false)
    expect(isRealDate('2026-11-23T00:00:00Z')).toBe(false)
    expect(parseBusinessDate('')).toBeUndefined()
    expect(parseBusinessDate(undefined)).toBeUndefined()
  })

  it('counts whole days between two dates, across a leap day', () => {
    const date = (value: string) => parseBusinessDate(value) ?? { year: 0, month: 0, day: 0 }
    expect(daysBetween(date('2028-02-28'), date('2028-03-01'))).toBe(2)
    expect(daysBetween(date('2027-02-28'), date('2027-03-01'))).toBe(1)
    expect(daysBetween(date('2026-11-23'), date('2026-11-20'))).toBe(-3)
  })

  it('names the weekday, Sunday first', () => {
    expect(weekdayOf('2026-11-23')).toBe(1)
    expect(weekdayOf('2027-01-03')).toBe(0)
    expect(weekdayOf('2028-02-29')).toBe(2)
  })
})
