import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/**
 * GET /leaves/types: every leave type for the signed-in person, whether it is offered and why not, its
 * limit, documents and help text (the law's facts are the server's: the form only shows them).
 */
export const leaveTypesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => apiData(api.leave.types({ fetchOptions: { signal } })),
  })

export const useLeaveTypes = () => useQuery(leaveTypesQueryOptions())
