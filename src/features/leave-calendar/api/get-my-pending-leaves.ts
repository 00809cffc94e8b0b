import { queryOptions } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { daysInMonth } from '@contract/dates/arithmetic'
import { leaveCalendarKeys } from './leave-calendar-keys'

/** More pending leaves than one month can hold: one page is the whole month. */
const WHOLE_MONTH = 100

/**
 * GET /leaves filtered to the person's pending leave overlapping the month: the company calendar
 * shows approved leave only, and the person must see what still waits for approval.
 */
export const myPendingLeavesQueryOptions = (month: string) =>
  queryOptions({
    queryKey: leaveCalendarKeys.myPending(month),
    queryFn: ({ signal }) =>
      apiData(
        api.leave.list({
          query: {
            page: 1,
            per_page: WHOLE_MONTH,
            sort: 'date_started',
            filter: {
              status: 'pending',
              date_started: `${month}-01`,
              date_finished: `${month}-${daysInMonth(month)}`,
            },
          },
          fetchOptions: { signal },
        }),
      ),
  })
