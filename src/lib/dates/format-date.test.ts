import { afterEach, describe, expect, it } from 'vitest'
import { formatDate } from './format-date'
import { formatDayAndMonth, formatMonth } from './format-month'
import { formatDateRange } from './format-range'

const browserZone = process.env.TZ

describe('business dates', () => {
  afterEach(() => {
    process.env.TZ = browserZone
  })

  it('shows a date as day, short month and year', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026')
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026')
  })

  it('drops the year for a day among others of its month, and names a month in full', () => {
    expect(formatDayAndMonth('2026-06-12')).toBe('12 Jun')
    expect(formatMonth('2026-11')).toBe('November 2026')
  })

  it('shows the same day in a browser west or east of Manila', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone
      expect(formatDate('2026-11-23')).toBe('23 Nov 2026')
    }
  })

  it('shares the month and year in a range when both ends do', () => {
    expect(formatDateRange('2026-11-23', '2026-11-25')).toBe('23–25 Nov 2026')
    expect(formatDateRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026')
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027')
  })

  it('shows a one-day range as that day', () => {
    expect(formatDateRange('2026-11-23', '2026-11-23')).toBe('23 Nov 2026')
  })

  it('shows what is not a date as it came, rather than breaking the page', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30')
    expect(formatDate('soon')).toBe('soon')
    expect(formatDateRange('soon', '2026-11-25')).toBe('soon – 25 Nov 2026')
  })
})
