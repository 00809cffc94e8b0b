import type { ExpenseRequest } from '@contract/expense'
import { expenseTypeLabel } from './expense-columns'
import type { RequestDetailView } from '@/components/requests/request-detail-panel'
import { lazyPart } from '@/lib/lazy-part'
import { useExpense } from '../api/get-expense'

/** An expense request beside the list; its fields and cancel flows are a lazy part (docs/decisions/0036-employee-first-load.md). */
export const expenseDetailView: RequestDetailView<ExpenseRequest> = {
  useRequest: useExpense,
  typeLabel: (expense) => expenseTypeLabel(expense.type),
  noun: 'Expense request',
  description: (expense) => expense.item_name,
  part: lazyPart(() => import('./expense-detail').then((m) => m.ExpenseDetail)),
}
