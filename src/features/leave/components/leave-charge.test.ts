import { describe, expect, it } from 'vitest'
import type { LeaveBalance } from '@contract/leave'
import { leaveCharge } from './leave-charge'
import { leaveTypeChoices } from './leave-type-choices'

const balances: LeaveBalance[] = [
  { type: 'vacation', entitled_days: 15, used_days: 8.5, pending_days: 0.5, remaining_days: 6, accrual: null },
  { type: 'sick', entitled_days: 10, used_days: 10, pending_days: 0, remaining_days: 0, accrual: null },
]
const holidays = [{ date: '2026-11-30', name: 'Bonifacio Day', type: 'regular' as const }]
const base = { holidays, takenDates: ['2026-12-01'] }

describe('what a leave being filled in charges', () => {
  it('waits for a type and both dates', () => {
    expect(leaveCharge({ ...base, type: '', from: '2026-12-02', to: '2026-12-02' }).kind).toBe('incomplete')
    expect(leaveCharge({ ...base, type: 'vacation', from: '2026-12-02', to: '' }).kind).toBe('incomplete')
  })

  it('says when the dates hold no working day', () => {
    expect(leaveCharge({ ...base, type: 'vacation', from: '2026-11-28', to: '2026-11-30' })).toEqual({
      kind: 'no-working-day',
    })
  })

  it('counts working days, names the balance the type draws from, and names taken dates', () => {
    expect(leaveCharge({ ...base, type: 'half day-morning', from: '2026-12-01', to: '2026-12-01' })).toEqual({
      kind: 'charges',
      days: 0.5,
      calendarDays: false,
      balanceType: 'vacation',
      overlapping: ['2026-12-01'],
    })
  })

  // The balance itself is the server's, on the first day, in any year (GET /leaves/balances/preview).
  it('has no balance to ask about for leave without pay, and one for a leave in another year', () => {
    const lwop = leaveCharge({ ...base, type: 'leave without pay', from: '2026-12-02', to: '2026-12-04' })
    expect(lwop).toMatchObject({ kind: 'charges', days: 3, balanceType: null })
    const nextYear = leaveCharge({ ...base, type: 'vacation', from: '2027-01-05', to: '2027-01-05' })
    expect(nextYear).toMatchObject({ kind: 'charges', days: 1, balanceType: 'vacation' })
  })
})

describe('the leave types offered', () => {
  it('offers paid types with days left, and leave without pay always', () => {
    const { options, withoutPayOnly } = leaveTypeChoices(balances)
    expect(withoutPayOnly).toBe(false)
    expect(options.map((option) => option.value)).toEqual([
      'vacation',
      'half day-morning',
      'half day-afternoon',
      'leave without pay',
      'leave without pay-half day morning',
      'leave without pay-half day afternoon',
    ])
  })

  it('offers only the leave-without-pay subset once every paid balance is used up', () => {
    const usedUp = balances.map((balance) => ({ ...balance, remaining_days: 0, accrual: null }))
    const { options, withoutPayOnly } = leaveTypeChoices(usedUp)
    expect(withoutPayOnly).toBe(true)
    expect(options.every((option) => option.value.startsWith('leave without pay'))).toBe(true)
  })
})
