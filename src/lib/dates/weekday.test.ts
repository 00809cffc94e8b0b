import { afterEach, describe, expect, it } from 'vitest'
import { weekdayName } from './weekday'

const browserZone = process.env.TZ

describe('weekday names', () => {
  afterEach(() => {
    process.env.TZ = browserZone
  })

  it('names the weekday of a business date, the same west or east of Manila', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone
      expect(weekdayName('2026-11-23')).toBe('Mon')
      expect(weekdayName('2027-01-03')).toBe('Sun')
    }
  })

  it('names nothing for what is not a date', () => {
    expect(weekdayName('soon')).toBe('')
  })
})
