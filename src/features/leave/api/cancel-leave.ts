import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CancelBody, CancelRequestBody } from '@/components/requests/cancel-request-dialogs'
import { notify } from '@/lib/notify'
import { api, apiBody } from '@/lib/api'
import { leaveChanged } from './leave-changed'

/** POST /leaves/:id/cancel: a pending leave is cancelled at once, with remarks. */
export function useCancelLeave(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CancelBody) => apiBody(api.leave.cancel({ params: { id }, body })),
    onSuccess: ({ data, message }) => {
      notify.success(message)
      return leaveChanged(queryClient, data)
    },
  })
}

/** POST /leaves/:id/cancel-request: an approved leave goes to For Cancellation, for HR to decide. */
export function useRequestLeaveCancellation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CancelRequestBody) => apiBody(api.leave.cancelRequest({ params: { id }, body })),
    onSuccess: ({ data, message }) => {
      notify.success(message)
      return leaveChanged(queryClient, data)
    },
  })
}
