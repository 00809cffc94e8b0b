import type { ExpenseRequest } from '@contract/expense'
import { RequestActionsBar } from '@/components/requests/request-actions-bar'
import { RequestDetail } from '@/components/requests/request-detail'
import { formatPesoWithCode } from '@/lib/format'
import { formatDateRange, manilaToday } from '@/lib/dates'
import { useCancelExpense, useRequestExpenseCancellation } from '../api/cancel-expense'
import { expenseTypeLabel } from './expense-columns'

/** An expense request's detail in its panel: every field, its receipts, its history and the cancel flows. */
export function ExpenseDetail({ expense, onLinkExpired }: { expense: ExpenseRequest; onLinkExpired: () => void }) {
  const cancel = useCancelExpense(expense.id)
  const requestCancellation = useRequestExpenseCancellation(expense.id)
  const trainingEnd = expense.date_training_finish_at ?? expense.date_training_at
  const fields = [
    { label: 'Request type', value: expenseTypeLabel(expense) },
    { label: 'Item name', value: expense.item_name },
    { label: 'Costing', value: formatPesoWithCode(expense.costing) },
    ...(expense.date_training_at
      ? [{ label: 'Training dates', value: formatDateRange(expense.date_training_at, trainingEnd!) }]
      : []),
    { label: 'Description', value: expense.description ?? 'None given.' },
    ...(expense.cancel_reason ? [{ label: 'Reason for cancelling', value: expense.cancel_reason }] : []),
    ...(expense.remarks ? [{ label: 'Remarks', value: expense.remarks }] : []),
  ]
  return (
    <RequestDetail
      status={expense.status}
      fields={fields}
      attachments={expense.attachments}
      attachmentsTitle="Receipts"
      history={expense.history}
      createdAt={expense.created_at}
      updatedAt={expense.updated_at}
      onLinkExpired={onLinkExpired}
      actions={
        <RequestActionsBar
          status={expense.status}
          noun="expense request"
          // The server refuses to call off a training that has ended: it was attended and paid for.
          ended={trainingEnd !== null && trainingEnd < manilaToday()}
          cancel={(body) => cancel.mutateAsync(body)}
          requestCancellation={(body) => requestCancellation.mutateAsync(body)}
        />
      }
    />
  )
}
