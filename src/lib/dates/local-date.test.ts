import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromLocalDate, toLocalDate } from './local-date'
import { manilaDateOf } from '@contract/dates/manila'

// Eight hours behind UTC and sixteen behind Manila: a date read as UTC midnight would show the day before.
const originalZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles'
})
afterAll(() => {
  process.env.TZ = originalZone
})

describe('business dates', () => {
  it('runs in a zone behind UTC', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(480)
  })

  it('turn into the same calendar day and back, whatever the browser zone', () => {
    for (const value of ['2026-01-01', '2026-03-08', '2026-06-12', '2026-11-01', '2026-12-31', '2028-02-29']) {
      const date = toLocalDate(value)
      expect(date?.getDate()).toBe(Number(value.slice(8)))
      expect(fromLocalDate(date!)).toBe(value)
    }
  })

  it('refuse what is not a real date', () => {
    for (const value of ['', '2026-02-30', '2026-13-01', '12/06/2026', '2026-6-1', undefined]) {
      expect(toLocalDate(value)).toBeUndefined()
    }
  })

  it("give today's date in Manila, which is already tomorrow for a browser behind UTC", () => {
    // 17:30 on 11 June in Los Angeles is 08:30 on 12 June in Manila.
    expect(manilaDateOf(Date.parse('2026-06-12T00:30:00Z'))).toBe('2026-06-12')
    expect(manilaDateOf(Date.parse('2026-06-11T15:59:00Z'))).toBe('2026-06-11')
    expect(manilaDateOf(Date.parse('2026-06-11T16:00:00Z'))).toBe('2026-06-12')
  })
})
