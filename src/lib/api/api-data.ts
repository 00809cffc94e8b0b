import { errorFromResponse } from './error-from-response'

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206
type AnyResponse = { status: number; body: unknown }
type SuccessOf<R extends AnyResponse> = Extract<R, { status: SuccessStatus }>
type DataOf<B> = B extends { data: infer D } ? D : never

function isSuccess<R extends AnyResponse>(response: R): response is SuccessOf<R> {
  return response.status >= 200 && response.status < 300
}

/**
 * The success body of a call (message, data and, for lists, meta), or a thrown ApiError.
 * Use it when the server's message is wanted, e.g. for the success toast of a mutation.
 */
export async function apiBody<R extends AnyResponse>(call: Promise<R>): Promise<SuccessOf<R>['body']> {
  const response = await call
  // The client already rejects every error answer; this only guards a raw client used directly.
  if (!isSuccess(response)) throw errorFromResponse({ ...response, headers: new Headers() })
  return response.body
}

/**
 * The envelope's `data` of a call, or a thrown ApiError, so query and mutation functions are one line:
 *
 *   queryFn: ({ signal }) => apiData(api.auth.me({ fetchOptions: { signal } }))
 *
 * Query keys: one factory per feature, in src/features/<feature>/api/<feature>-keys.ts, starting from
 * the feature's root in src/lib/api/query-roots.ts so a whole feature can be invalidated at once (see
 * src/features/dashboard/api/dashboard-keys.ts):
 *
 *   export const leaveKeys = { all: queryRoots.leave, list: (query: LeaveQuery) => [...leaveKeys.all, 'list', query] as const }
 */
export async function apiData<R extends AnyResponse>(call: Promise<R>): Promise<DataOf<SuccessOf<R>['body']>> {
  const body: unknown = await apiBody(call)
  return (body as { data: DataOf<SuccessOf<R>['body']> }).data
}
