import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/:id: one request with its history and fresh signed links to its files. */
export const leaveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leaveKeys.detail(id),
    queryFn: ({ signal }) => apiData(api.leave.get({ params: { id }, fetchOptions: { signal } })),
  })

export function useLeave(id: number | undefined) {
  return useQuery({ ...leaveQueryOptions(id ?? 0), enabled: id !== undefined })
}
