import type { LeaveBalance } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import type { LeaveRequestRow, UserRow } from '../db'
import { genderOf } from '../db/employee-records'
import { leaveRequestsOf } from '../db/requests'
import { manilaDate } from '../clock'
import { balanceTypeOf, balanceTypesFor, entitlements } from './leave-policy'
import { statutoryBalanceTypes, statutoryYearlyDays } from './statutory-leave'

/**
 * A year's balance per leave type. Approved leaves (and those awaiting approval of their cancellation)
 * are used; pending ones are held, so two requests filed together cannot overdraw. A leave counts in
 * the year it starts.
 */

export function entitledDays(user: UserRow, type: LeaveType): number {
  const employment = user.employment_type
  if (employment !== 'regular' && employment !== 'probationary') return 0
  return entitlements[employment][type] ?? statutoryYearlyDays(type) ?? 0
}

function balanceOf(user: UserRow, leaves: readonly LeaveRequestRow[], type: LeaveType, year: number): LeaveBalance {
  let used = 0
  let pending = 0
  for (const leave of leaves) {
    if (balanceTypeOf(leave.type) !== type || Number(leave.date_started.slice(0, 4)) !== year) continue
    if (leave.status === 'approved' || leave.status === 'for_cancellation') used += leave.days
    else if (leave.status === 'pending') pending += leave.days
  }
  const entitled = entitledDays(user, type)
  return {
    type,
    entitled_days: entitled,
    used_days: used,
    pending_days: pending,
    remaining_days: entitled - used - pending,
  }
}

/**
 * The balances the employee sees: maternity or paternity only for whom the law gives them, then the
 * law's yearly leaves the person may take (statutory-leave.ts).
 */
export function leaveBalances(user: UserRow, year: number): LeaveBalance[] {
  const leaves = leaveRequestsOf(user.id)
  const types = [...balanceTypesFor(genderOf(user.id)), ...statutoryBalanceTypes(user, year, manilaDate())]
  return types.map((type) => balanceOf(user, leaves, type, year))
}

export function balanceFor(user: UserRow, type: LeaveType, year: number): LeaveBalance {
  return balanceOf(user, leaveRequestsOf(user.id), type, year)
}
