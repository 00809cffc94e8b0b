import { RequestDetailSheet } from '@/components/requests/request-detail-sheet'
import { lazyPart } from '@/lib/lazy-part'
import { useExpense } from '../api/get-expense'
import { expenseTypeLabel } from './expense-columns'

/** A request's detail with its cancel flows: a lazy part (docs/decisions/0036-employee-first-load.md). */
export const expenseDetail = lazyPart(() => import('./expense-detail').then((m) => m.ExpenseDetail))

export type ExpenseDetailPanelProps = {
  /** The request the URL names, or undefined (closed). */
  id: number | undefined
  onClose: () => void
}

/** One expense request beside the list: every field, its receipts, its history and the cancel flows. */
export function ExpenseDetailPanel({ id, onClose }: ExpenseDetailPanelProps) {
  const expense = useExpense(id)
  const data = expense.data
  const ExpenseDetail = expenseDetail.Component
  return (
    <RequestDetailSheet
      open={id !== undefined}
      onClose={onClose}
      title={data ? `${expenseTypeLabel(data)} request` : 'Expense request'}
      description={data?.item_name}
      state={
        expense.isPending
          ? { status: 'pending' }
          : expense.isError
            ? { status: 'error', error: expense.error, retry: () => void expense.refetch() }
            : { status: 'success' }
      }
    >
      {data && <ExpenseDetail expense={data} onLinkExpired={() => void expense.refetch()} />}
    </RequestDetailSheet>
  )
}
