import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { notify } from '@/lib/notify'
import type { CancelBody, CancelRequestBody } from './cancel-request-dialogs'

/** The server's answer to a cancel: its message and the request as it now stands. */
type Answer<Request> = Promise<{ message: string; data: Request }>

/** How one kind of request is cancelled on the server (a feature's api/), and what it refreshes after. */
export type RequestCancels<Request> = {
  /** POST …/:id/cancel: a pending request is cancelled at once, with remarks. */
  cancel: (id: number, body: CancelBody) => Answer<Request>
  /** POST …/:id/cancel-request: an approved request goes to For Cancellation, for HR to decide. */
  requestCancellation: (id: number, body: CancelRequestBody) => Answer<Request>
  /** After either: the request's answer into its detail, and what counts it read again. */
  changed: (queryClient: QueryClient, request: Request) => Promise<unknown>
}

/** The employee's two cancels of one request of any kind; each says so in a toast once screens agree. */
export function useCancelRequest<Request>(cancels: RequestCancels<Request>, id: number) {
  const queryClient = useQueryClient()
  const onSuccess = ({ data, message }: { message: string; data: Request }) => {
    notify.success(message)
    return cancels.changed(queryClient, data)
  }
  return {
    cancel: useMutation({ mutationFn: (body: CancelBody) => cancels.cancel(id, body), onSuccess }),
    requestCancellation: useMutation({
      mutationFn: (body: CancelRequestBody) => cancels.requestCancellation(id, body),
      onSuccess,
    }),
  }
}
