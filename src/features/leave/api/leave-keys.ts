import type { LeaveBalancePreviewQuery, LeaveListQuery } from '@contract/leave'
import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the leave feature; `all` is everything a filed or cancelled leave may change here. */
export const leaveKeys = {
  all: queryRoots.leave,
  lists: () => [...leaveKeys.all, 'list'] as const,
  list: (query: LeaveListQuery) => [...leaveKeys.lists(), query] as const,
  detail: (id: number) => [...leaveKeys.all, 'detail', id] as const,
  balances: () => [...leaveKeys.all, 'balances'] as const,
  // Under `all`: a filed or cancelled leave changes the balance on every date, and leaveChanged reads them again.
  balancesOn: (date: string) => [...leaveKeys.all, 'balances-on', date] as const,
  balancePreview: (query: LeaveBalancePreviewQuery) => [...leaveKeys.all, 'balance-preview', query] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  ongoingDates: () => [...leaveKeys.all, 'ongoing-dates'] as const,
  // A filed leave never changes the holidays: leaveChanged leaves them (and other details) alone.
  holidays: (year: number) => [...leaveKeys.all, 'holidays', year] as const,
}
