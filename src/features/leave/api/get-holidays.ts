import { queryOptions, useQueries } from '@tanstack/react-query'
import type { Holiday } from '@contract/leave'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/holidays: a year's Philippine holidays (they change only by proclamation). */
export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: leaveKeys.holidays(year),
    queryFn: ({ signal }) => apiData(api.leave.holidays({ query: { year }, fetchOptions: { signal } })),
    staleTime: Infinity,
  })

const noHolidays: Holiday[] = []

/**
 * The holidays of the given years, together (a range may cross New Year). `ready` once all have
 * answered: a working-day count without them would be wrong, not just late.
 */
export function useHolidays(years: readonly number[]) {
  return useQueries({
    queries: years.map(holidaysQueryOptions),
    combine: (results) => ({
      holidays: results.every((result) => result.data)
        ? results.flatMap((result) => result.data ?? noHolidays)
        : noHolidays,
      ready: results.every((result) => result.isSuccess),
    }),
  })
}
