import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { calendarDaysOf, type CalendarDay } from '../calendar-days'
import { shiftMonth } from '../month-dates'
import { companyCalendarQueryOptions } from './get-company-calendar'
import { myPendingLeavesQueryOptions } from './get-my-pending-leaves'
import { prefetchCalendarMonth } from './prefetch-calendar-month'

export type CalendarMonth =
  | { status: 'pending'; days?: undefined }
  | { status: 'error'; error: Error; retry: () => void; days?: undefined }
  | { status: 'success'; days: CalendarDay[] }

/**
 * A month of the calendar: the company calendar and the person's pending leave, joined into days.
 * Once a month is shown, the months before and after are fetched ahead, so moving is instant.
 */
export function useCalendarMonth(month: string): CalendarMonth {
  const queryClient = useQueryClient()
  // Two useQuery, not useQueries: the same parallel fetches, with code every page already has
  // (useQueries alone was 1.4 KB of this page's first load).
  const company = useQuery(companyCalendarQueryOptions(month))
  const pending = useQuery(myPendingLeavesQueryOptions(month))
  const loaded = company.isSuccess && pending.isSuccess

  useEffect(() => {
    if (!loaded) return
    prefetchCalendarMonth(queryClient, shiftMonth(month, -1))
    prefetchCalendarMonth(queryClient, shiftMonth(month, 1))
  }, [loaded, month, queryClient])

  const days = useMemo(
    () => (company.data && pending.data ? calendarDaysOf(month, company.data, pending.data) : undefined),
    [month, company.data, pending.data],
  )

  const failed = company.error ?? pending.error
  if (failed)
    return {
      status: 'error',
      error: failed,
      retry: () => {
        if (company.isError) void company.refetch()
        if (pending.isError) void pending.refetch()
      },
    }
  return days ? { status: 'success', days } : { status: 'pending' }
}
