import type { LeaveBalance, LeaveTypeRule } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import { describe, expect, it } from 'vitest'
import { leaveTypeChoices } from './leave-type-choices'
import { limitWords } from './leave-type-help'

const balance = (type: LeaveType, remaining: number): LeaveBalance => ({
  type,
  entitled_days: 5,
  used_days: 5 - remaining,
  pending_days: 0,
  remaining_days: remaining,
  accrual: null,
})

const rule = (type: LeaveType, offered: boolean): LeaveTypeRule => ({
  type,
  offered,
  reason_not_offered: offered ? null : 'Not for you.',
  limit: null,
  documents_required: [],
  help: '',
  confidential: false,
  convertible_to_cash: false,
  source: 'Company policy',
})

describe('the leave types offered, once GET /leaves/types has answered', () => {
  const balances = [balance('vacation', 0), balance('service incentive leave', 3), balance('solo parent leave', 0)]

  it('leaves out a type not offered, and keeps an offered one without a yearly balance', () => {
    const rules = [
      rule('service incentive leave', false),
      rule('special leave for women', true),
      rule('vawc leave', true),
      rule('paternity leave', false),
    ]
    const { options, withoutPayOnly } = leaveTypeChoices(balances, rules)
    expect(withoutPayOnly).toBe(false)
    expect(options.map((option) => option.value)).toEqual([
      'vawc leave',
      'special leave for women',
      'leave without pay',
      'leave without pay-half day morning',
      'leave without pay-half day afternoon',
    ])
  })

  it('still keeps a type whose yearly balance is used up out', () => {
    const { options } = leaveTypeChoices(balances, [rule('solo parent leave', true)])
    expect(options.map((option) => option.value)).not.toContain('solo parent leave')
    expect(options.map((option) => option.value)).toContain('service incentive leave')
  })

  it('words a limit as the form shows it', () => {
    expect(limitWords({ days: 7, unit: 'working_days', per: 'year' })).toBe('Up to 7 working days a year')
    expect(limitWords({ days: 105, unit: 'calendar_days', per: 'pregnancy' })).toBe(
      'Up to 105 calendar days for each pregnancy',
    )
  })
})
