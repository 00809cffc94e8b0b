import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/ongoing-dates: dates from today on that a pending or approved leave already holds. */
export const ongoingDatesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.ongoingDates(),
    queryFn: ({ signal }) => apiData(api.leave.ongoingDates({ fetchOptions: { signal } })),
  })

export const useOngoingDates = () => useQuery(ongoingDatesQueryOptions())
