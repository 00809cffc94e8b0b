import type { QueryClient } from '@tanstack/react-query'
import type { ExpenseRequest } from '@contract/expense'
import { queryRoots } from '@/lib/api/query-roots'
import { expenseKeys } from './expense-keys'

/**
 * After an expense request is filed or moved: its own answer goes into its detail, and the lists and
 * the dashboard (its pending counts) are read again, so every screen agrees at once. Waited for, so
 * a dialog closes on screens that already agree (decision 21).
 */
export function expenseChanged(queryClient: QueryClient, expense: ExpenseRequest): Promise<unknown> {
  queryClient.setQueryData(expenseKeys.detail(expense.id), expense)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: expenseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
  ])
}
