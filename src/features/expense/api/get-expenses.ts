import { queryOptions } from '@tanstack/react-query'
import type { ExpenseListQuery } from '@contract/expense'
import { api, apiBody } from '@/lib/api'
import { expenseKeys } from './expense-keys'

/** GET /item-requests: one page of the employee's expense requests, with the paginator's `meta`. */
export const expensesQueryOptions = (query: ExpenseListQuery) =>
  queryOptions({
    queryKey: expenseKeys.list(query),
    queryFn: ({ signal }) => apiBody(api.expense.list({ query, fetchOptions: { signal } })),
  })
