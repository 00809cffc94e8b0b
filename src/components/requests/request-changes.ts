import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ApiError, apiBody, isApiError } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { notify } from '@/lib/notify'
import { isWorthRetrying } from '@/lib/outbox/outbox-entry'
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

/**
 * The outbox's keeping (IndexedDB, Background Sync): not in the page's fetch ahead, so a page carries no
 * outbox code until a form opens (docs/decisions/0068-outbox.md). The form fetches it as it opens, while
 * there is a line: once the line has dropped, code not yet here cannot come (the installed app's worker
 * holds it all).
 */
export const loadKeeping = () => import('@/lib/outbox/keep-request')

/** docs/product/offline.md#the-outbox: a form opened with no line, before the phone had the outbox's code. */
export const NOT_KEPT_MESSAGE =
  'No connection, and this phone could not keep the request. Try again when you are back online.'

type Filing<Body> = { body: Body; key: string; keptKey?: string }

/** What filing did: the server's answer, or, with no line, the request kept on this phone. */
export type Filed<Request> = { sent: RequestAnswer<Request> } | { kept: true }

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
  const keep = async ({ body, key, keptKey }: Filing<Body>): Promise<Filed<Request>> => {
    if (!outbox) throw new Error('This kind of request is not kept offline.')
    const keeping = await loadKeeping().catch(() => {
      notify.error(NOT_KEPT_MESSAGE)
      throw new ApiError({ status: 0, kind: 'network', message: NOT_KEPT_MESSAGE })
    })
    await keeping.keepRequest(outbox.kind, body, key, keptKey)
    void keeping.askForBackgroundSync()
    return { kept: true }
  }
  // An edit of a kept request that the server refuses stays kept, as the edit, not sent
  // (docs/product/offline.md#sending). Under the key it was opened with, which its open form still names;
  // a refusal made no record, so its next edit is sent under a new key anyway.
  const keepRefused = async (body: Body, keptKey: string, { message, fieldErrors }: ApiError) => {
    if (!outbox) return
    // The form shows the server's answer either way; past the limits the earlier version stays kept.
    const keeping = await loadKeeping().catch(() => undefined)
    await keeping?.keepRequest(outbox.kind, body, keptKey, keptKey, { message, fieldErrors }).catch(() => undefined)
  }
  return useMutation({
    // TanStack Query pauses a mutation while the browser is offline; a kind with an outbox keeps it instead.
    networkMode: outbox ? 'always' : 'online',
    mutationFn: async (filing: Filing<Body>): Promise<Filed<Request>> => {
      const { body, key } = filing
      if (outbox && navigator.onLine === false) return keep(filing)
      try {
        const sent = await apiBody(
          kind.routes.create(outbox ? { body, headers: { 'idempotency-key': key }, keepsWhenUnsent: true } : { body }),
        )
        return { sent }
      } catch (error) {
        if (outbox && isApiError(error) && error.kind !== 'http') return keep(filing)
        if (filing.keptKey && isApiError(error) && !isWorthRetrying(error))
          await keepRefused(filing.body, filing.keptKey, error)
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
