import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/** GET /payslips/latest: the most recent payslip, or null before the first payday. */
export const latestPayslipQueryOptions = () =>
  queryOptions({
    queryKey: payslipKeys.latest(),
    queryFn: ({ signal }) => apiData(api.payslip.latest({ fetchOptions: { signal } })),
  })

export function useLatestPayslip() {
  return useQuery(latestPayslipQueryOptions())
}
