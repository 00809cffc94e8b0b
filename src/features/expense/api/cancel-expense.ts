import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CancelBody, CancelRequestBody } from '@/components/requests/cancel-request-dialogs'
import { notify } from '@/lib/notify'
import { api, apiBody } from '@/lib/api'
import { expenseChanged } from './expense-changed'

/** POST /item-requests/:id/cancel: a pending expense request is cancelled at once, with remarks. */
export function useCancelExpense(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CancelBody) => apiBody(api.expense.cancel({ params: { id }, body })),
    onSuccess: ({ data, message }) => {
      notify.success(message)
      return expenseChanged(queryClient, data)
    },
  })
}

/** POST /item-requests/:id/cancel-request: an approved expense request goes to For Cancellation, for HR to decide. */
export function useRequestExpenseCancellation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CancelRequestBody) => apiBody(api.expense.cancelRequest({ params: { id }, body })),
    onSuccess: ({ data, message }) => {
      notify.success(message)
      return expenseChanged(queryClient, data)
    },
  })
}
