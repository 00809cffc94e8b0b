import type { ExpenseRequest } from '@contract/expense'
import type { RequestCancels } from '@/components/requests/use-cancel-request'
import { api, apiBody } from '@/lib/api'
import { expenseChanged } from './expense-changed'

/** POST /item-requests/:id/cancel and /item-requests/:id/cancel-request, for useCancelRequest. */
export const expenseCancels: RequestCancels<ExpenseRequest> = {
  cancel: (id, body) => apiBody(api.expense.cancel({ params: { id }, body })),
  requestCancellation: (id, body) => apiBody(api.expense.cancelRequest({ params: { id }, body })),
  changed: expenseChanged,
}
