import type { QueryClient } from '@tanstack/react-query'
import type { LeaveRequest } from '@contract/leave'
import { queryRoots } from '@/lib/api/query-roots'
import { leaveKeys } from './leave-keys'

/**
 * After a leave is filed or moved: the request's own answer goes into its detail, and everything
 * that counts it is read again (lists, balances, taken dates, the leave calendar, whose keys are
 * under `['leave']` too, and the dashboard's cards),
 * so every screen agrees at once (docs/product/screen-expectations.md#everywhere: statuses that disagree between
 * screens).
 */
export function leaveChanged(queryClient: QueryClient, leave: LeaveRequest): Promise<unknown> {
  queryClient.setQueryData(leaveKeys.detail(leave.id), leave)
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: leaveKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' && query.queryKey[1] !== 'holidays',
    }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
  ])
}
