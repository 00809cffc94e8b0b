import { queryOptions } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveCalendarKeys } from './leave-calendar-keys'

/** GET /leaves/calendar: a month's holidays and who is away (approved leave only, the person's own marked). */
export const companyCalendarQueryOptions = (month: string) =>
  queryOptions({
    queryKey: leaveCalendarKeys.company(month),
    queryFn: ({ signal }) => apiData(api.leave.calendar({ query: { month }, fetchOptions: { signal } })),
  })
