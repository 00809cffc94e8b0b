import type { FieldErrors } from '@contract/envelope'
import type { LeaveBalancePreview } from '@contract/leave'
import type { RequestStatus } from '@contract/requests'
import type { UserRow } from '../db'
import { manilaDate } from '../clock'
import { leaveRequestsOf } from '../db/requests'
import { statutoryFilingErrors, type StatutoryFields } from './statutory-leave'
import { leaveDays } from './working-days'
import { chargeOnBalance } from './leave-balances'
import { dateRange, dayCount, leaveTypeWords, statusWords } from '../wording'

/**
 * What a careful server checks before it files a leave, beyond the form's own rules: that it charges
 * at least one day, is a type the law gives the employee with its documents and within its limits
 * (statutory-leave.ts), does not overlap a leave already filed and fits the balance on its first day
 * (leave-balances.ts). All problems come back at once, under the field to fix.
 */

/** A leave in one of these states still holds its dates. */
export const DATE_HOLDING_STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'for_cancellation']

/** A request below zero on its first day, by how much (leave without pay has no balance to go below). */
export function balanceRefusal(charge: LeaveBalancePreview): string | null {
  if (!charge.balance_type || charge.balance_on_start === null || charge.shortfall_days === 0) return null
  return `This request needs ${dayCount(charge.charged_days)}, and on ${dateRange(charge.date)} your ${leaveTypeWords(charge.balance_type)} balance is ${dayCount(Math.max(0, charge.balance_on_start))}: ${dayCount(charge.shortfall_days)} short. File the rest as leave without pay.`
}

type NewLeave = StatutoryFields

export function leaveFilingErrors(user: UserRow, leave: NewLeave): { days: number; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)

  const days = leaveDays(leave.type, leave.date_started, leave.date_finished)
  if (days === 0)
    add('date_started', 'These dates fall on weekends or holidays only, so there is no working day to take as leave.')

  for (const [field, messages] of Object.entries(statutoryFilingErrors(user, leave, days, manilaDate())))
    for (const message of messages) add(field, message)

  for (const other of leaveRequestsOf(user.id)) {
    if (!DATE_HOLDING_STATUSES.includes(other.status)) continue
    if (other.date_started > leave.date_finished || other.date_finished < leave.date_started) continue
    add(
      'date_started',
      `These dates overlap your ${leaveTypeWords(other.type)} on ${dateRange(other.date_started, other.date_finished)} (${statusWords(other.status)}).`,
    )
  }

  if (days > 0 && !errors.type) {
    const refusal = balanceRefusal(chargeOnBalance(user, leave.type, leave.date_started, days))
    if (refusal) add('type', refusal)
  }

  return { days, errors }
}
