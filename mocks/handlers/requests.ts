import type { AppRoute } from '@ts-rest/core'
import type { HttpHandler } from 'msw'
import { created, implement, notFound, success, unprocessable, type RouteImplementation } from '../adapter'
import { nowIso } from '../clock'
import type { UserRow } from '../db'
import { paginate, type SortKey } from '../db/query'
import { appendStatusChange } from '../db/requests'
import { recentDuplicate, submissionDigest } from '../rules/duplicate-submissions'
import { carriesIdempotencyKey } from '../rules/idempotency'
import { dateRangeErrors } from '../rules/list-filters'
import type { OwnRequestKind } from '../rules/request-kinds'
import { checkAttachments } from '../rules/uploaded-files'
import { storeFile } from '../storage/stored-files'
import { cancelOwnRequest, requestOwnCancellation, type CancellableRow } from './request-cancels'
import { presentRequest, presentRequests } from '../presenters/requests'

/**
 * The employee's own requests of one kind (leave, expense), the same five routes for each: the list,
 * filing, one request, and the two cancels. Every lookup is the caller's own: another employee's
 * request answers 404. The kind says what differs (mocks/rules/request-kinds.ts).
 */

type Row = CancellableRow & { submission_digest: string; created_at: string }

type ListQuery<R, Filter> = {
  filter: Filter & { date_started?: string; date_finished?: string }
  sort: SortKey<R>
  page: number
  per_page: number
}

type Call<Extra> = { user: UserRow; request: Request } & Extra

const originOf = (request: Request) => new URL(request.url).origin

/**
 * One kind's routes take the inputs and give the answers of the other kind's with its own record in
 * them, which TypeScript cannot follow through a kind chosen at run time: each handler is typed by the
 * kind instead, and in tests every answer is checked against its route's schema (adapter.ts).
 */
const serve = <Input>(route: AppRoute, handler: (input: Input) => Promise<unknown>): HttpHandler =>
  implement(route, handler as unknown as RouteImplementation<AppRoute>)

export function requestHandlers<R extends Row, Shown, Filter, Body extends { attachments: File[] }, Fields>(
  kind: OwnRequestKind<R, Shown, Filter, Body, Fields>,
): HttpHandler[] {
  const { routes, words } = kind
  return [
    serve(routes.list, async ({ user, query, request }: Call<{ query: ListQuery<R, Filter> }>) => {
      const rangeErrors = dateRangeErrors(query.filter)
      if (rangeErrors) return unprocessable(rangeErrors)
      const { data, meta } = paginate(kind.rowsOf(user.id), {
        where: kind.matcher(query.filter),
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
      })
      return {
        status: 200,
        body: {
          message: `Your ${words.request}s.`,
          data: await presentRequests(kind, data, originOf(request)),
          meta,
          errors: null,
        },
      }
    }),

    serve(routes.create, async ({ user, body, request }: Call<{ body: Body }>) => {
      const origin = originOf(request)
      const fields = kind.filing.fieldsOf(body)
      const digest = await submissionDigest(fields)
      // A request with an Idempotency-Key is repeated by its key alone (mocks/rules/idempotency.ts).
      const duplicate = carriesIdempotencyKey(request) ? null : recentDuplicate(kind.rowsOf(user.id), digest)
      if (duplicate)
        return created(
          await presentRequest(kind, duplicate, origin),
          `This ${words.request} was already filed; here it is.`,
        )

      const uploads = await checkAttachments(body.attachments)
      const { errors, insert } = kind.filing.check(user, fields)
      if (Object.keys(errors).length > 0 || Object.keys(uploads.errors).length > 0)
        return unprocessable({ ...errors, ...uploads.errors })

      const at = nowIso()
      const row = insert({
        user_id: user.id,
        status: 'pending',
        submission_digest: digest,
        created_at: at,
        updated_at: at,
      })
      appendStatusChange(kind.kind, row.id, { status: 'pending', by: user.full_name, at })
      const keptApart = kind.keptApart?.(row) ?? false
      for (const file of uploads.files) storeFile(user.id, kind.attachedTo, row.id, file, { keptApart })
      return created(
        await presentRequest(kind, row, origin),
        `Your ${words.request} was filed and is waiting for approval.`,
      )
    }),

    serve(routes.get, async ({ user, params, request }: Call<{ params: { id: number } }>) => {
      const found = kind.findOf(user.id, params.id)
      return found
        ? success(await presentRequest(kind, found, originOf(request)), `Your ${words.request}.`)
        : notFound(words.notFound)
    }),

    serve(routes.cancelRequest, (call: Parameters<typeof requestOwnCancellation>[1]) =>
      requestOwnCancellation(kind, call),
    ),

    serve(routes.cancel, (call: Parameters<typeof cancelOwnRequest>[1]) => cancelOwnRequest(kind, call)),
  ]
}
