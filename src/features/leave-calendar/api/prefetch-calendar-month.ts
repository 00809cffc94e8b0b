import type { QueryClient } from '@tanstack/react-query'
import { companyCalendarQueryOptions } from './get-company-calendar'
import { myPendingLeavesQueryOptions } from './get-my-pending-leaves'

/**
 * Starts both of a month's calls (unless cached and fresh), for the route's loader and the months around.
 * Apart from the hook, so the route (in every page's first load) does not bring the calendar's day logic.
 */
export function prefetchCalendarMonth(queryClient: QueryClient, month: string): void {
  void queryClient.prefetchQuery(companyCalendarQueryOptions(month))
  void queryClient.prefetchQuery(myPendingLeavesQueryOptions(month))
}
