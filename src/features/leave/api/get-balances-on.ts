import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/balances/on: each balance on a date of this year (accrued by then, less the requests filed). */
export const balancesOnQueryOptions = (date: string) =>
  queryOptions({
    queryKey: leaveKeys.balancesOn(date),
    queryFn: ({ signal }) => apiData(api.leave.balancesOn({ query: { date }, fetchOptions: { signal } })),
  })

/** Nothing is asked until a date is chosen; the last answer stays while the next one loads. */
export const useBalancesOn = (date: string) =>
  useQuery({ ...balancesOnQueryOptions(date), enabled: date !== '', placeholderData: keepPreviousData })
