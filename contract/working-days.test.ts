import { describe, expect, it } from 'vitest'
import type { Holiday } from './leave'
import { balanceTypeOf, isWorkingDay, leaveDays } from './working-days'

// Christmas week 2026: Thursday 24 and Friday 25 are days off; Wednesday 23 is made a special working day.
const holidays: Holiday[] = [
  { date: '2026-12-23', name: 'Made-up working Saturday', type: 'special_working' },
  { date: '2026-12-24', name: 'Christmas Eve', type: 'special_non_working' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'regular' },
]

describe('the working-day rule both the server and the form count with', () => {
  it('skips weekends and the given days off, but not a special working day', () => {
    expect(leaveDays('vacation', '2026-12-21', '2026-12-27', holidays)).toBe(3)
    expect(isWorkingDay('2026-12-23', holidays)).toBe(true)
    expect(isWorkingDay('2026-12-24', holidays)).toBe(false)
    expect(isWorkingDay('2026-12-26', [])).toBe(false)
  })

  it('knows only the holidays it is given', () => {
    expect(leaveDays('vacation', '2026-12-24', '2026-12-25', [])).toBe(2)
    expect(leaveDays('vacation', '2026-12-24', '2026-12-25', holidays)).toBe(0)
  })

  it('counts half-day types as half, and maternity leave in calendar days', () => {
    expect(leaveDays('half day-afternoon', '2026-12-22', '2026-12-22', holidays)).toBe(0.5)
    expect(leaveDays('leave without pay-half day morning', '2026-12-25', '2026-12-25', holidays)).toBe(0)
    expect(leaveDays('maternity leave', '2026-12-21', '2026-12-27', holidays)).toBe(7)
  })

  it('draws half days from vacation and leave without pay from no balance', () => {
    expect(balanceTypeOf('half day-morning')).toBe('vacation')
    expect(balanceTypeOf('leave without pay-half day afternoon')).toBeNull()
    expect(balanceTypeOf('sick')).toBe('sick')
  })
})
