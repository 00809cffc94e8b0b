import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/** GET /payslips/:id/changes: the payslip against the one before it, line by line. */
export const payslipChangesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payslipKeys.changes(id),
    queryFn: ({ signal }) => apiData(api.payslip.changes({ params: { id }, fetchOptions: { signal } })),
  })

export function usePayslipChanges(id: number) {
  return useQuery(payslipChangesQueryOptions(id))
}
