import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/** GET /payslips/thirteenth-month: this year's 13th-month pay so far, its due date and tax-exempt part. */
export const thirteenthMonthQueryOptions = () =>
  queryOptions({
    queryKey: payslipKeys.thirteenthMonth(),
    queryFn: ({ signal }) => apiData(api.payslip.thirteenthMonth({ query: {}, fetchOptions: { signal } })),
  })

export function useThirteenthMonth() {
  return useQuery(thirteenthMonthQueryOptions())
}
