import type { ExpenseRequest } from '@contract/expense'
import { expenseTypeLabel } from './expense-columns'
import { requestDetail } from '@/components/requests/request-detail-content'
import { formatDateRange } from '@/lib/dates'
import { formatPesoWithCode } from '@/lib/format'
import { expenseCancels } from '../api/expense-cancels'

/** An expense request's detail in its panel: its fields, then what every request's detail has. */
export const ExpenseDetail = requestDetail<ExpenseRequest>({
  noun: 'expense request',
  attachmentsTitle: 'Receipts',
  cancels: expenseCancels,
  fields: (expense) => [
    { label: 'Request type', value: expenseTypeLabel(expense.type) },
    { label: 'Item name', value: expense.item_name },
    { label: 'Costing', value: formatPesoWithCode(expense.costing) },
    ...(expense.date_training_at
      ? [
          {
            label: 'Training dates',
            value: formatDateRange(
              expense.date_training_at,
              expense.date_training_finish_at ?? expense.date_training_at,
            ),
          },
        ]
      : []),
    { label: 'Description', value: expense.description ?? 'None given.' },
    ...(expense.cancel_reason ? [{ label: 'Reason for cancelling', value: expense.cancel_reason }] : []),
    ...(expense.remarks ? [{ label: 'Remarks', value: expense.remarks }] : []),
  ],
})
