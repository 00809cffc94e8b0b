import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, apiData } from '@/lib/api'
import { payslipKeys } from './payslip-keys'

/** GET /payslips/:id: one payslip with its lines and the year's totals. The server marks it viewed. */
export const payslipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payslipKeys.detail(id),
    queryFn: ({ signal }) => apiData(api.payslip.get({ params: { id }, fetchOptions: { signal } })),
  })

/**
 * The payslip, loaded by its route. Reading it marked it viewed on the server, so once it is here
 * the lists' New marks and the sidebar's unviewed count are read again (everything but the details).
 */
export function usePayslip(id: number) {
  const queryClient = useQueryClient()
  const query = useSuspenseQuery(payslipQueryOptions(id))
  const viewedAt = query.data.viewed_at
  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: payslipKeys.all,
      predicate: (cached) => cached.queryKey[1] !== 'detail',
    })
  }, [queryClient, id, viewedAt])
  return query
}
