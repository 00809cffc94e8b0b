import type { LeaveBalance, LeaveBalanceOnDate, LeaveBalancePreview } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import type { LeaveRequestRow, UserRow } from '../db'
import { genderOf } from '../db/employee-records'
import { daysPaidInCash } from '../db/payslips'
import { leaveRequestsOf } from '../db/requests'
import { accrualStart, accruedBy, daysPerMonth, toHundredth, yearGrant } from './leave-accrual'
import { balanceTypeOf, balanceTypesFor, carryOverLimits } from './leave-policy'
import { manilaDate } from '../clock'
import { limitedPerEvent, reasonNotOffered, statutoryBalanceTypes } from './statutory-leave'

/**
 * A year's balance per leave type. Approved leaves (and those awaiting approval of their cancellation)
 * are used; pending ones are held, so two requests filed together cannot overdraw. A leave counts in
 * the year it starts. On a date, the balance is what has accrued by then plus the days carried over,
 * less every request of the year held so far, whatever its dates: a later leave already filed keeps the
 * days it was granted on (docs/decisions/0048-leave-balance-on-a-date.md). The service incentive leave's
 * unused days are paid in cash on the year's last payslip (payslip-publishing.ts); the days paid count as
 * used, so they cannot be taken after.
 */

type Held = { used: number; pending: number }

const SERVICE_INCENTIVE: LeaveType = 'service incentive leave'

function heldIn(user: UserRow, leaves: readonly LeaveRequestRow[], type: LeaveType, year: number): Held {
  const paid = type === SERVICE_INCENTIVE ? daysPaidInCash(user.id, 'sil_conversion', year) : 0
  const held = { used: paid, pending: 0 }
  for (const leave of leaves) {
    if (balanceTypeOf(leave.type) !== type || Number(leave.date_started.slice(0, 4)) !== year) continue
    if (leave.status === 'approved' || leave.status === 'for_cancellation') held.used += leave.days
    else if (leave.status === 'pending') held.pending += leave.days
  }
  return held
}

/** Last year's unused days of a type that pass into `year`, up to the carry-over limit (leave-policy.ts). */
function carriedInto(user: UserRow, leaves: readonly LeaveRequestRow[], type: LeaveType, year: number): number {
  const limit = carryOverLimits[type] ?? 0
  if (limit === 0 || !accrualStart(user, year - 1)) return 0
  const { used, pending } = heldIn(user, leaves, type, year - 1)
  const unused = yearGrant(user, type, year - 1) + carriedInto(user, leaves, type, year - 1) - used - pending
  return Math.min(limit, Math.max(0, toHundredth(unused)))
}

function balanceOf(user: UserRow, leaves: readonly LeaveRequestRow[], type: LeaveType, year: number): LeaveBalance {
  const { used, pending } = heldIn(user, leaves, type, year)
  const carried = carriedInto(user, leaves, type, year)
  const entitled = toHundredth(yearGrant(user, type, year) + carried)
  const perMonth = daysPerMonth(user, type)
  const from = accrualStart(user, year)
  return {
    type,
    entitled_days: entitled,
    used_days: used,
    pending_days: pending,
    remaining_days: toHundredth(entitled - used - pending),
    accrual:
      perMonth === null || !from
        ? null
        : {
            days_per_month: perMonth,
            accrues_from: from,
            carry_over: { max_days: carryOverLimits[type] ?? 0, from_last_year: carried },
          },
  }
}

/**
 * The service incentive leave of `year` neither taken nor filed, which the year's last payroll pays in cash
 * (Labor Code art. 95); none where the law does not give it to the person on `onDate`.
 */
export function unusedServiceIncentiveDays(user: UserRow, year: number, onDate: string): number {
  if (reasonNotOffered(user, SERVICE_INCENTIVE, onDate) !== null) return 0
  return Math.max(0, balanceOf(user, leaveRequestsOf(user.id), SERVICE_INCENTIVE, year).remaining_days)
}

/**
 * The balances the employee sees: maternity or paternity only for whom the law gives them, then the
 * law's yearly leaves the person may take (statutory-leave.ts).
 */
export function leaveBalances(user: UserRow, year: number): LeaveBalance[] {
  const leaves = leaveRequestsOf(user.id)
  return balanceTypesOf(user, year).map((type) => balanceOf(user, leaves, type, year))
}

/** Paternity leave only for a married man (RA 8187): the law's reasons hold for the balances too. */
function balanceTypesOf(user: UserRow, year: number): LeaveType[] {
  const today = manilaDate()
  const given = balanceTypesFor(genderOf(user.id)).filter((type) => reasonNotOffered(user, type, today) === null)
  return [...given, ...statutoryBalanceTypes(user, year, today)]
}

/** A type's balance on a date: what one could take starting that day. */
export function balanceOn(user: UserRow, type: LeaveType, date: string): LeaveBalanceOnDate {
  const leaves = leaveRequestsOf(user.id)
  const year = Number(date.slice(0, 4))
  const { used, pending } = heldIn(user, leaves, type, year)
  const accrued = accruedBy(user, type, date)
  const carried = carriedInto(user, leaves, type, year)
  return {
    type,
    date,
    accrued_days: accrued,
    carried_over_days: carried,
    used_days: used,
    pending_days: pending,
    available_days: toHundredth(accrued + carried - used - pending),
  }
}

/** The employee's balances on a date: all of them, or the one a type draws from (none for leave without pay). */
export function balancesOn(user: UserRow, date: string, type?: LeaveType): LeaveBalanceOnDate[] {
  const wanted = type === undefined ? undefined : balanceTypeOf(type)
  return balanceTypesOf(user, Number(date.slice(0, 4)))
    .filter((candidate) => wanted === undefined || candidate === wanted)
    .map((candidate) => balanceOn(user, candidate, date))
}

/**
 * What a leave of `days` starting on `start` would do to its balance (none for leave without pay): the balance on
 * its first day, what remains after it, and the days it lacks. The filing rule refuses when it lacks any.
 */
export function chargeOnBalance(user: UserRow, type: LeaveType, start: string, days: number): LeaveBalancePreview {
  const balanceType = balanceTypeOf(type)
  // Maternity and special leave for women are bounded per pregnancy or surgery (statutory-leave.ts), not by a balance.
  if (!balanceType || limitedPerEvent(balanceType))
    return {
      balance_type: null,
      date: start,
      charged_days: days,
      balance_on_start: null,
      remaining_after: null,
      shortfall_days: 0,
    }
  const { available_days: available } = balanceOn(user, balanceType, start)
  return {
    balance_type: balanceType,
    date: start,
    charged_days: days,
    balance_on_start: available,
    remaining_after: toHundredth(available - days),
    shortfall_days: toHundredth(Math.max(0, days - Math.max(0, available))),
  }
}
