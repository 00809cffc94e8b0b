import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiBody, isApiError } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { notify } from '@/lib/notify'
import { isWorthRetrying } from '@/lib/outbox/outbox-entry'
import { keepRefusedEdit, sendOrKeep, type SentOrKept } from '@/lib/outbox/send-or-keep'
import type { CancelBody, CancelRequestBody } from './cancel-request-dialogs'
import type { AnyRequest, RequestAnswer, RequestKind, RequestSearch } from './request-kind'

// Filing and cancelling: used only by the form and the detail's content, lazy parts, so a module apart
// from the page's queries (request-queries.ts) keeps it off the page's first load.

/**
 * After a request is filed or moved: its own answer goes into its detail, and everything under the
 * kind's root that counts it is read again (its lists, and for leave the balances, taken dates and the
 * leave calendar), with the dashboard's cards, so every screen agrees at once
 * (docs/product/screen-expectations.md#everywhere). Waited for, so a dialog closes on screens that
 * already agree (docs/decisions/0021-leave-requests-and-shared-request-pieces.md).
 */
export function requestChanged<Request extends AnyRequest, Search extends RequestSearch, Body>(
  kind: RequestKind<Request, Search, Body>,
  queryClient: QueryClient,
  request: Request,
): Promise<unknown> {
  queryClient.setQueryData(kind.keys.detail(request.id), request)
  const kept = ['detail', ...(kind.unchangedByAChange ?? [])]
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: kind.keys.all,
      predicate: (query) => !kept.includes(String(query.queryKey[1])),
    }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
  ])
}

type Filing<Body> = { body: Body; key: string; keptKey?: string }

/** What filing did: the server's answer, or, with no line, the request kept on this phone. */
export type Filed<Request> = SentOrKept<RequestAnswer<Request>>

/**
 * Files a request of the kind (pending until HR decides). `key` is its Idempotency-Key; `keptKey`, the
 * key of the request kept on this phone that this one is an edit of, which it replaces if it is kept
 * again. A kind with an outbox keeps a request that gets no answer (docs/product/offline.md#the-outbox).
 */
export function useCreateRequest<Request extends AnyRequest, Search extends RequestSearch, Body extends object>(
  kind: RequestKind<Request, Search, Body>,
) {
  const queryClient = useQueryClient()
  const { outbox } = kind
  return useMutation({
    // TanStack Query pauses a mutation while the browser is offline; a kind with an outbox keeps it instead.
    networkMode: outbox ? 'always' : 'online',
    mutationFn: async (filing: Filing<Body>): Promise<Filed<Request>> => {
      const { body, keptKey } = filing
      if (!outbox) return { sent: await apiBody(kind.routes.create({ body })) }
      try {
        return await sendOrKeep(outbox.kind, filing, (call) => apiBody(kind.routes.create({ body, ...call })))
      } catch (error) {
        if (keptKey && isApiError(error) && !isWorthRetrying(error))
          await keepRefusedEdit(outbox.kind, body, keptKey, { message: error.message, fieldErrors: error.fieldErrors })
        throw error
      }
    },
    onSuccess: (filed) => ('sent' in filed ? requestChanged(kind, queryClient, filed.sent.data) : undefined),
  })
}

/** The employee's two cancels of one request of any kind; each says so in a toast once screens agree. */
export function useCancelRequest<Request extends AnyRequest, Search extends RequestSearch, Body>(
  kind: RequestKind<Request, Search, Body>,
  id: number,
) {
  const queryClient = useQueryClient()
  const onSuccess = ({ data, message }: RequestAnswer<Request>) => {
    notify.success(message)
    return requestChanged(kind, queryClient, data)
  }
  return {
    cancel: useMutation({
      mutationFn: (body: CancelBody) => apiBody(kind.routes.cancel({ params: { id }, body })),
      onSuccess,
    }),
    requestCancellation: useMutation({
      mutationFn: (body: CancelRequestBody) => apiBody(kind.routes.cancelRequest({ params: { id }, body })),
      onSuccess,
    }),
  }
}
