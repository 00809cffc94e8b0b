import { afterEach, describe, expect, it } from 'vitest'
import { addDays, addMonths, daysInMonth } from './arithmetic'

const browserZone = process.env.TZ

describe('date arithmetic on business dates', () => {
  afterEach(() => {
    process.env.TZ = browserZone
  })

  it("clamps to the month's last day when it has no such day", () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-10-31', 6)).toBe('2027-04-30')
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29')
  })

  it('moves 29 February a year on to 28 February, and keeps any other day', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28')
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29')
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28')
    expect(addMonths('2026-12-25', 12)).toBe('2027-12-25')
    expect(addMonths('2026-09-09', 6)).toBe('2027-03-09')
  })

  it('adds days across month and year ends, leap days included', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23')
  })

  it('counts the days of a month, February by the year', () => {
    expect(daysInMonth('2026-11')).toBe(30)
    expect(daysInMonth('2027-02')).toBe(28)
    expect(daysInMonth('2028-02')).toBe(29)
    expect(daysInMonth('2100-02')).toBe(28)
  })

  it('gives the same dates in any browser zone, across its daylight-saving switches', () => {
    // Santiago moves its clocks at midnight, so a local-midnight date there can slip an hour into another day.
    for (const zone of ['America/Santiago', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Manila']) {
      process.env.TZ = zone
      expect(addDays('2026-09-05', 1), zone).toBe('2026-09-06')
      expect(addDays('2026-04-04', 1), zone).toBe('2026-04-05')
      expect(addDays('2026-03-08', 1), zone).toBe('2026-03-09')
      expect(addMonths('2026-08-31', 6), zone).toBe('2027-02-28')
      expect(addMonths('2026-09-06', 1), zone).toBe('2026-10-06')
      expect(daysInMonth('2026-09'), zone).toBe(30)
    }
  })
})
