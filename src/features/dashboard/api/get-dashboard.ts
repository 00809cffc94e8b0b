import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { dashboardKeys } from './dashboard-keys'

/** GET /dashboard: every card's data in one call; parts the person's employment type may not use are null. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => apiData(api.dashboard.get({ fetchOptions: { signal } })),
  })

/** The dashboard, which the route's loader has already fetched. */
export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions()).data
}
