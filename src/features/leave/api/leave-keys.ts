import type { LeaveBalancePreviewQuery, LeaveListQuery } from '@contract/leave'
import { requestKeys } from '@/components/requests/request-kind'
import { queryRoots } from '@/lib/api/query-roots'

const root = queryRoots.leave

/**
 * Query keys of the leave feature: a request kind's own (lists and details), then the leave's. `all` is
 * everything a filed or cancelled leave may change here: a change reads everything under it again but
 * the details and the holidays (leaveKind's `unchangedByAChange`).
 */
export const leaveKeys = {
  ...requestKeys<LeaveListQuery>(root),
  balances: () => [...root, 'balances'] as const,
  // Under `all`: a filed or cancelled leave changes the balance on every date.
  balancesOn: (date: string) => [...root, 'balances-on', date] as const,
  balancePreview: (query: LeaveBalancePreviewQuery) => [...root, 'balance-preview', query] as const,
  types: () => [...root, 'types'] as const,
  ongoingDates: () => [...root, 'ongoing-dates'] as const,
  holidays: (year: number) => [...root, 'holidays', year] as const,
}
