import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { expenseKeys } from './expense-keys'

/** GET /item-requests/:id: one request with its history and fresh signed links to its receipts. */
export const expenseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: expenseKeys.detail(id),
    queryFn: ({ signal }) => apiData(api.expense.get({ params: { id }, fetchOptions: { signal } })),
  })

export function useExpense(id: number | undefined) {
  return useQuery({ ...expenseQueryOptions(id ?? 0), enabled: id !== undefined })
}
