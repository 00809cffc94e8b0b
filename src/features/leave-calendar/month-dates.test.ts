import { describe, expect, it } from 'vitest'
import { shiftMonth, weeksOfMonth } from './month-dates'

describe('calendar months', () => {
  it('lays a month out in Sunday-first weeks, with blanks for the months around it', () => {
    const november = weeksOfMonth('2026-11')
    expect(november).toHaveLength(5)
    expect(november[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
    // February 2026 starts on a Sunday and fills four rows exactly.
    expect(weeksOfMonth('2026-02').flat().filter(Boolean)).toHaveLength(28)
    expect(weeksOfMonth('2026-08')).toHaveLength(6)
  })

  it('moves by months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })
})
