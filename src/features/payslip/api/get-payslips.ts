import { queryOptions } from '@tanstack/react-query'
import type { PayslipListQuery } from '@contract/payslip'
import { api, apiBody } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/** GET /payslips: one page of the employee's published payslips (totals only), with the paginator's `meta`. */
export const payslipsQueryOptions = (query: PayslipListQuery) =>
  queryOptions({
    queryKey: payslipKeys.list(query),
    queryFn: ({ signal }) => apiBody(api.payslip.list({ query, fetchOptions: { signal } })),
  })
