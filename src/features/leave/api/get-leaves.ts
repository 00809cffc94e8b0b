import { queryOptions } from '@tanstack/react-query'
import type { LeaveListQuery } from '@contract/leave'
import { api, apiBody } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves: one page of the employee's leave requests, with the paginator's `meta`. */
export const leavesQueryOptions = (query: LeaveListQuery) =>
  queryOptions({
    queryKey: leaveKeys.list(query),
    queryFn: ({ signal }) => apiBody(api.leave.list({ query, fetchOptions: { signal } })),
  })
