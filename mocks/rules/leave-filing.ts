import type { FieldErrors } from '@contract/envelope'
import type { RequestStatus } from '@contract/requests'
import type { UserRow } from '../db'
import { manilaDate } from '../clock'
import { leaveRequestsOf } from '../db/requests'
import { balanceTypeOf } from './leave-policy'
import { limitedPerEvent, statutoryFilingErrors, type StatutoryFields } from './statutory-leave'
import { datesBetween, leaveDays } from './working-days'
import { balanceFor } from './leave-balances'
import { dateRange, dayCount, leaveTypeWords, statusWords } from './wording'

/**
 * What a careful server checks before it files a leave, beyond the form's own rules: that it charges
 * at least one day, is a type the law gives the employee with its documents and within its limits
 * (statutory-leave.ts), does not overlap a leave already filed and fits the balance. All problems come back at once, under the field to fix.
 */

/** Longer absences are filed as several requests; this also bounds the day count. */
export const MAX_LEAVE_SPAN_DAYS = 366

/** A leave in one of these states still holds its dates. */
export const DATE_HOLDING_STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'for_cancellation']

type NewLeave = StatutoryFields

export function leaveFilingErrors(user: UserRow, leave: NewLeave): { days: number; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)

  const span = datesBetween(leave.date_started, leave.date_finished).length
  if (span > MAX_LEAVE_SPAN_DAYS) {
    add(
      'date_finished',
      `A leave request can cover at most ${MAX_LEAVE_SPAN_DAYS} days; file a longer absence as separate requests.`,
    )
    return { days: 0, errors }
  }

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

  const balanceType = balanceTypeOf(leave.type)
  // Maternity and special leave for women are bounded per pregnancy or surgery (statutory-leave.ts), not per year.
  if (balanceType && days > 0 && !errors.type && !limitedPerEvent(balanceType)) {
    const year = Number(leave.date_started.slice(0, 4))
    const { remaining_days: remaining } = balanceFor(user, balanceType, year)
    if (days > remaining) {
      add(
        'type',
        `You have ${dayCount(Math.max(0, remaining))} of ${leaveTypeWords(balanceType)} left for ${year}, and this request needs ${dayCount(days)}. File the rest as leave without pay.`,
      )
    }
  }

  return { days, errors }
}
