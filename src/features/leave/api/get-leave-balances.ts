import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/balances: this year's balance per leave type, pending requests counted. */
export const leaveBalancesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.balances(),
    queryFn: ({ signal }) => apiData(api.leave.balances({ fetchOptions: { signal } })),
  })

export const useLeaveBalances = () => useQuery(leaveBalancesQueryOptions())
