import type { ExpenseListQuery } from '@contract/expense'
import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the expense feature; `all` is everything a filed or cancelled expense request may change here. */
export const expenseKeys = {
  all: queryRoots.expense,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (query: ExpenseListQuery) => [...expenseKeys.lists(), query] as const,
  detail: (id: number) => [...expenseKeys.all, 'detail', id] as const,
}
