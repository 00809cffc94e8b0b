import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/**
 * GET /payslips/unviewed-count: how many published payslips the employee has not opened yet (the
 * sidebar's count). Opening a payslip changes it: invalidate `payslipKeys.all` after that.
 */
export const unviewedPayslipCountQueryOptions = () =>
  queryOptions({
    queryKey: payslipKeys.unviewedCount(),
    queryFn: ({ signal }) => apiData(api.payslip.unviewedCount({ fetchOptions: { signal } })),
    select: (data) => data.count,
  })

/**
 * The count, for people whose employment type may use payslips (contract/access.ts): the server
 * answers anyone else 403, so for them nothing is asked and the count is undefined.
 */
export function useUnviewedPayslipCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...unviewedPayslipCountQueryOptions(), enabled })
}
