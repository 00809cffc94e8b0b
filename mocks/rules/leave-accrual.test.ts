import { describe, expect, it } from 'vitest'
import type { UserRow } from '../db'
import { accrualStart, accruedBy, daysPerMonth, yearGrant } from './leave-accrual'

// Only the fields accrual reads: the hire date (or the account's creation) and the employment type.
const employee = (hired_on: string | null, employment_type: 'regular' | 'probationary' = 'regular') =>
  ({ hired_on, employment_type, created_at: '2024-03-15T01:00:00.000Z' }) as UserRow

describe('leave accrual', () => {
  it('credits a twelfth at the start of each month of service, from 1 January after the year of hire', () => {
    const maria = employee('2025-09-19')
    expect(accrualStart(maria, 2026)).toBe('2026-01-01')
    expect(accruedBy(maria, 'vacation', '2026-01-01')).toBe(1.25)
    expect(accruedBy(maria, 'vacation', '2026-11-30')).toBe(13.75)
    expect(accruedBy(maria, 'vacation', '2026-12-01')).toBe(15)
    // 10/12 a month kept to the hundredth: 11 months 9.17, 12 months exactly 10.
    expect(accruedBy(maria, 'sick', '2026-11-23')).toBe(9.17)
    expect(yearGrant(maria, 'sick', 2026)).toBe(10)
  })

  it('counts from the hire date in the year of hire, and nothing before it', () => {
    const maria = employee('2025-09-19')
    expect(accrualStart(maria, 2025)).toBe('2025-09-19')
    expect(accruedBy(maria, 'vacation', '2025-09-18')).toBe(0)
    expect(accruedBy(maria, 'vacation', '2025-09-19')).toBe(1.25)
    // 19 Sep, 19 Oct, 19 Nov and 19 Dec.
    expect(yearGrant(maria, 'vacation', 2025)).toBe(5)
    expect(accrualStart(maria, 2024)).toBeNull()
    expect(yearGrant(maria, 'vacation', 2024)).toBe(0)
  })

  it("credits on the month's last day when it has no such day as the hire date's", () => {
    const hired = employee('2026-01-31')
    expect(accruedBy(hired, 'vacation', '2026-02-27')).toBe(1.25)
    expect(accruedBy(hired, 'vacation', '2026-02-28')).toBe(2.5)
    expect(accruedBy(hired, 'vacation', '2026-04-30')).toBe(5)
    expect(yearGrant(hired, 'vacation', 2026)).toBe(15)
    expect(yearGrant(employee('2026-12-31'), 'vacation', 2026)).toBe(1.25)
  })

  it('grants the other types whole from the first day, and accrues a probationer at 5/12 a month', () => {
    const angelica = employee('2026-09-09', 'probationary')
    expect(accruedBy(angelica, 'emergency', '2026-09-09')).toBe(2)
    expect(daysPerMonth(angelica, 'emergency')).toBeNull()
    expect(daysPerMonth(angelica, 'vacation')).toBe(0.42)
    expect(accruedBy(angelica, 'vacation', '2026-11-23')).toBe(1.25)
    expect(yearGrant(angelica, 'vacation', 2026)).toBe(1.67)
  })

  it('counts an account with no hire date on file from its creation', () => {
    expect(accrualStart(employee(null), 2024)).toBe('2024-03-15')
  })
})
