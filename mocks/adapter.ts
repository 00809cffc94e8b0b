import { canUse, featureAccess, type GatedFeature } from '@contract/access'
import type { FieldErrors } from '@contract/envelope'
import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from '@contract/idempotency'
import type { RouteMetadata } from '@contract/router'
import { decodeMultipart, decodeQuery } from '@contract/wire'
import {
  isAppRoute,
  isAppRouteOtherResponse,
  isZodType,
  type AppRoute,
  type AppRouter,
  type ServerInferResponses,
} from '@ts-rest/core'
import { delay, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw'
import type { z } from 'zod'
import {
  badRequest,
  conflict,
  forbidden,
  methodNotAllowed,
  notFound,
  serverError,
  tooManyRequests,
  unauthenticated,
  unprocessable,
  unsupportedMediaType,
} from './answers'
import { getLatency, isOffline, takeNextFailure, type InjectedFailure } from './injected-faults'
import type { SessionRow, UserRow } from './db'
import { beginChange, saveChange, schedulePersist, type SavedAnswer } from './db/persistence'
import { transaction } from './db/transaction'
import { remindOfLeavesStartingTomorrow } from './leave-reminders'
import { finishDueExports } from './rules/data-export'
import {
  arrive,
  isKeptStatus,
  keepAnswer,
  keptAnswer,
  KEY_IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  MALFORMED_KEY_MESSAGE,
  requestFingerprint,
  sentKey,
} from './rules/idempotency'
import { authenticate, bearerToken } from './rules/tokens'
import { fieldErrors, laravelErrorMap, uncleanFields } from './validation'

/**
 * THE one way a contract route becomes an MSW handler. Every route gets, in this order: the injected
 * latency and failure, authentication from `metadata.auth`, the employment-type gate from
 * `metadata.feature`, parsing in the route's one encoding (multipart or JSON via contract/wire.ts; any
 * other is 415), the Idempotency-Key where the route takes one (mocks/rules/idempotency.ts), validation
 * with the route's schemas, the implementation, and in tests a check of the
 * answer against the contract. What no route takes is `unservedRequests`' (405 or 404).
 * Whatever arrives, the answer is the server's shape: the mock never throws.
 */

export {
  badRequest,
  conflict,
  created,
  forbidden,
  notFound,
  serverError,
  success,
  tooManyRequests,
  unauthenticated,
  unprocessable,
} from './answers'

type Parsed<S> = S extends z.ZodTypeAny ? z.output<S> : undefined

type Caller<R extends AppRoute> = R extends { metadata: { auth: 'public' } }
  ? { user: null; session: null }
  : { user: UserRow; session: SessionRow }

export type RouteInput<R extends AppRoute> = {
  params: R extends { pathParams: infer P } ? Parsed<P> : Record<string, string>
  query: R extends { query: infer Q } ? Parsed<Q> : Record<string, never>
  body: R extends { body: infer B } ? Parsed<B> : undefined
  request: Request
} & Caller<R>

export type RouteReply<R extends AppRoute> = ServerInferResponses<R> & { headers?: Record<string, string> }

export type RouteImplementation<R extends AppRoute> = (input: RouteInput<R>) => RouteReply<R> | Promise<RouteReply<R>>

type AnyReply = { status: number; body: unknown; headers?: Record<string, string> }

// ---- contract checks in tests ---------------------------------------------------------------------

let validateResponses = typeof process !== 'undefined' && Boolean(process.env.VITEST)
const violations: string[] = []

/** Check every answer against the contract (on in Vitest; the browser entry turns it on in development). */
export function setResponseValidation(on: boolean): void {
  validateResponses = on
}

/** Answers that broke the contract and implementations that threw, since the last call. */
export function takeContractViolations(): string[] {
  return violations.splice(0)
}

function report(problem: string): void {
  violations.push(problem)
  if (validateResponses) console.error(`[mock] ${problem}`)
}

// ---- the pipeline ---------------------------------------------------------------------------------

const routeMethods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

function metadataOf(route: AppRoute): { auth: RouteMetadata['auth']; feature?: GatedFeature } {
  const metadata = (route.metadata ?? {}) as Partial<RouteMetadata>
  // Anything unexpected falls back to the strictest reading: a bearer token is needed.
  const auth = metadata.auth === 'public' || metadata.auth === 'refresh' ? metadata.auth : 'bearer'
  const feature =
    typeof metadata.feature === 'string' && metadata.feature in featureAccess ? metadata.feature : undefined
  return { auth, feature }
}

type BodyReading = { ok: true; value: unknown } | { ok: false; reply: AnyReply }

const MULTIPART = 'multipart/form-data'
const JSON_TYPE = 'application/json'

/** The one encoding a route's body travels in (decision 2): multipart where the contract says so, JSON otherwise. */
export function bodyMediaType(route: AppRoute): typeof MULTIPART | typeof JSON_TYPE {
  return 'contentType' in route && route.contentType === MULTIPART ? MULTIPART : JSON_TYPE
}

/**
 * A form without fields: its closing boundary alone, which is how a browser sends `new FormData()`. Chromium 150's own
 * `Request.formData()`, which reads the body in the mock's service worker, refuses it, though a server reads it as no
 * fields; the app sends one to refresh a token and to log out.
 */
function isEmptyForm(contentType: string, body: string): boolean {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  return boundary !== undefined && body.replace(/\r?\n$/, '') === `--${boundary}--`
}

/** The body in the route's own encoding; any other is refused with 415, as the contract documents. */
async function readBody(route: AppRoute, request: Request): Promise<BodyReading> {
  const expected = bodyMediaType(route)
  const refused = { ok: false, reply: unsupportedMediaType(route.method, expected) } as const
  const header = request.headers.get('content-type')
  if (header === null) {
    // No body at all is no fields, for the schema to judge; bytes that do not say what they are are refused.
    return (await request.text()) === '' ? { ok: true, value: {} } : refused
  }
  if (header.split(';')[0]?.trim().toLowerCase() !== expected) return refused
  if (expected === MULTIPART) {
    const copy = request.clone()
    try {
      return { ok: true, value: decodeMultipart(await request.formData()) }
    } catch {
      if (isEmptyForm(header, await copy.text())) return { ok: true, value: {} }
      return { ok: false, reply: badRequest('The request body could not be read as form data.') }
    }
  }
  const text = await request.text()
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reply: badRequest('The request body is not valid JSON.') }
  }
}

/**
 * A route without a body (`c.noBody()`: refresh, logout, switch-account, read-all) takes no bytes at all,
 * whatever their declared type, or an empty form (what the app sends). Anything else is refused as on any
 * other route: another encoding 415, an unreadable form 400, and a form with parts 400 (decision 34).
 */
async function readNoBody(route: AppRoute, request: Request): Promise<BodyReading> {
  if ((await request.clone().arrayBuffer()).byteLength === 0) return { ok: true, value: undefined }
  const reading = await readBody(route, request)
  if (!reading.ok) return reading
  return Object.keys(reading.value as Record<string, unknown>).length === 0
    ? { ok: true, value: undefined }
    : { ok: false, reply: badRequest('This operation takes no body: send an empty form, or nothing.') }
}

type Validated = { ok: true; value: unknown } | { ok: false; errors: FieldErrors }

function validate(schema: unknown, value: unknown, prefix: readonly string[] = []): Validated {
  if (!isZodType(schema)) return { ok: true, value }
  const result = schema.safeParse(value, { errorMap: laravelErrorMap })
  if (!result.success) return { ok: false, errors: fieldErrors(result.error, prefix) }
  const unclean = uncleanFields(value, result.data, prefix)
  return Object.keys(unclean).length === 0 ? { ok: true, value: result.data } : { ok: false, errors: unclean }
}

/** The condition a call meets before it is served; a lost answer comes after (see `implement`). */
async function injectedFailure(failure: InjectedFailure | null): Promise<Response | null> {
  const latency = getLatency()
  if (latency > 0) await delay(latency)
  switch (failure) {
    case 'network':
      return HttpResponse.error()
    case '500':
      return toResponse(serverError())
    case '429':
      return toResponse(tooManyRequests(30))
    default:
      return null
  }
}

/** What a request with an Idempotency-Key meets before its route's rules (mocks/rules/idempotency.ts). */
type KeyedCall = { key: string; fingerprint: string } | { reply: AnyReply } | null

async function judgeKey(
  route: AppRoute,
  request: Request,
  userId: number,
  body: unknown,
  concurrent: boolean,
): Promise<KeyedCall> {
  const sent = sentKey(request)
  if (!takesIdempotencyKey(route) || !sent.sent) return null
  if (sent.key === null) return { reply: badRequest(MALFORMED_KEY_MESSAGE) }
  if (concurrent) return { reply: conflict(KEY_IN_PROGRESS_MESSAGE) }
  const fingerprint = await requestFingerprint(route, request, body)
  const kept = keptAnswer(userId, sent.key)
  if (!kept) return { key: sent.key, fingerprint }
  if (kept.fingerprint !== fingerprint)
    return { reply: unprocessable({ [IDEMPOTENCY_KEY_HEADER]: [KEY_REUSED_MESSAGE] }, KEY_REUSED_MESSAGE) }
  return { reply: { status: kept.status, body: kept.body, headers: kept.headers } }
}

async function run<R extends AppRoute>(
  route: R,
  implementation: RouteImplementation<R>,
  request: Request,
  rawParams: Record<string, unknown>,
  concurrent: boolean,
): Promise<AnyReply> {
  const { auth, feature } = metadataOf(route)

  let caller: { user: UserRow | null; session: SessionRow | null } = { user: null, session: null }
  if (auth !== 'public') {
    const verdict = await authenticate(bearerToken(request), auth)
    if (!verdict.ok) return unauthenticated(verdict.message)
    caller = { user: verdict.user, session: verdict.session }
    if (feature && !canUse(feature, verdict.user.is_employee ? verdict.user.employment_type : null)) {
      return forbidden('This feature is not available for your employment type.')
    }
  }

  const params = validate(route.pathParams, rawParams)
  const query = validate(route.query, decodeQuery(new URL(request.url).searchParams))
  let body: Validated = { ok: true, value: undefined }
  let keyed: KeyedCall = null
  if (route.method !== 'GET' && 'body' in route) {
    const reading = isZodType(route.body) ? await readBody(route, request) : await readNoBody(route, request)
    if (!reading.ok) return reading.reply
    // Only a signed-in person's write takes a key: it is kept per person.
    if (caller.user) keyed = await judgeKey(route, request, caller.user.id, reading.value, concurrent)
    if (keyed && 'reply' in keyed) return keyed.reply
    if (isZodType(route.body)) body = validate(route.body, reading.value)
  }
  const reply = await judged(implementation, request, caller, params, query, body)
  if (keyed && caller.user && isKeptStatus(reply.status))
    keepAnswer(caller.user.id, keyed.key, keyed.fingerprint, reply)
  return reply
}

/** The route's verdict on inputs read: 422 for fields its schemas refuse, else its implementation's answer. */
async function judged<R extends AppRoute>(
  implementation: RouteImplementation<R>,
  request: Request,
  caller: { user: UserRow | null; session: SessionRow | null },
  params: Validated,
  query: Validated,
  body: Validated,
): Promise<AnyReply> {
  const errors = {
    ...(params.ok ? {} : params.errors),
    ...(query.ok ? {} : query.errors),
    ...(body.ok ? {} : body.errors),
  }
  if (!params.ok || !query.ok || !body.ok) return unprocessable(errors)

  // The values were produced by the route's own schemas, which is what RouteInput<R> describes.
  const input = { params: params.value, query: query.value, body: body.value, request, ...caller } as RouteInput<R>
  return (await implementation(input)) as AnyReply
}

/**
 * A file answer (`c.otherResponse`) must be a Blob of the declared type; `application/octet-stream`
 * declares "the stored file's own type", so any type goes.
 */
function fileAnswerProblem(contentType: string, reply: AnyReply): string | null {
  if (!(reply.body instanceof Blob)) return `the body is not a file (${contentType})`
  const sent = reply.headers?.['Content-Type'] ?? reply.body.type
  return contentType === 'application/octet-stream' || sent === contentType
    ? null
    : `the body is ${sent || 'untyped'}, not ${contentType}`
}

function checkAgainstContract(route: AppRoute, reply: AnyReply): AnyReply {
  if (!validateResponses) return reply
  const schema: unknown = route.responses[reply.status]
  const declared = schema as Parameters<typeof isAppRouteOtherResponse>[0]
  const problem = isAppRouteOtherResponse(declared)
    ? fileAnswerProblem(declared.contentType, reply)
    : !isZodType(schema)
      ? `status ${reply.status} is not in the contract`
      : (() => {
          const result = schema.safeParse(reply.body)
          return result.success
            ? null
            : result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
        })()
  if (problem === null) return reply
  const message = `${route.method} ${route.path} answered ${reply.status} outside the contract: ${problem}`
  report(message)
  return { status: 500, body: { message, data: null, errors: null } }
}

/** A JSON answer as saved with the change it reports (mocks/db/persistence); a file answer is never one. */
function savedAnswer({ status, body, headers }: AnyReply): SavedAnswer | null {
  if (body instanceof Blob) return null
  return {
    status,
    headers: Object.entries({ 'Content-Type': 'application/json', ...headers }),
    body: JSON.stringify(body),
  }
}

function toResponse(reply: AnyReply): Response {
  const { status, body, headers } = reply
  if (body instanceof Blob)
    return new HttpResponse(body, {
      status,
      headers: { 'Content-Type': body.type || 'application/octet-stream', ...headers },
    })
  const saved = savedAnswer(reply) as SavedAnswer
  return new HttpResponse(saved.body, { status, headers: saved.headers })
}

/** The route's answer to a call; a handler that throws is answered 500 and reported. */
async function answerCall<R extends AppRoute>(
  route: R,
  implementation: RouteImplementation<R>,
  request: Request,
  params: Record<string, unknown>,
  concurrent: boolean,
): Promise<AnyReply> {
  try {
    // The server's background jobs: the daily one when the day has changed (mocks/leave-reminders.ts), and
    // the data exports that are due (mocks/rules/data-export.ts).
    remindOfLeavesStartingTomorrow()
    await finishDueExports()
    return checkAgainstContract(route, await run(route, implementation, request, params, concurrent))
  } catch (error) {
    report(
      `${route.method} ${route.path} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return serverError()
  }
}

/** A write answered 5xx kept nothing (mocks/db/transaction.ts), so its answer is not one to give again. */
const isFailure = (reply: AnyReply) => reply.status >= 500

/** Builds the MSW handler that serves `route` with `implementation`. */
export function implement<R extends AppRoute>(route: R, implementation: RouteImplementation<R>): HttpHandler {
  // Any origin: the app may be pointed at another API base URL and the mock still answers.
  return routeMethods[route.method](`*${route.path}`, async ({ request, params }) => {
    const write = route.method !== 'GET'
    let reply: AnyReply | null = null
    if (write) beginChange()
    // From its arrival: a second request with the same key waits behind it, and must hear 409.
    const arrival = takesIdempotencyKey(route) ? arrive(request) : null
    // Offline takes nothing: a failure set for the next call waits for the line to come back.
    const failure = isOffline() ? null : takeNextFailure({ write })
    try {
      if (isOffline()) return HttpResponse.error()
      const early = await injectedFailure(failure)
      if (early) return early
      const call = () => answerCall(route, implementation, request, params, arrival?.concurrent ?? false)
      reply = write ? await transaction(call, isFailure) : await call()
    } finally {
      arrival?.leave()
      // A change is saved, with its answer, before it is answered: the next tab to run the mock
      // restores both (decision 31). A failed write changed nothing: a retry of it runs afresh.
      if (!write) schedulePersist()
      else {
        const answer = reply && !isFailure(reply) ? savedAnswer(reply) : null
        saveChange({ request, answer: answer ?? undefined })
      }
    }
    // The write was applied and saved with its answer; only the answer is lost on its way.
    return failure === 'answer-lost' ? HttpResponse.error() : toResponse(reply)
  })
}

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

/**
 * The handler behind every route of `router`, for what none of them took under `prefix`: a path some
 * route serves, asked with another method, is 405 with `Allow`; any other path is 404. Both in the
 * server's error shape, never the dev server's HTML. It goes after every other handler.
 */
export function unservedRequests(router: AppRouter, prefix: string): HttpHandler {
  const routes = routesOf(router)
  return http.all(`*${prefix}/*`, ({ request }) => {
    if (isOffline()) return HttpResponse.error()
    const url = new URL(request.url)
    const allowed = [
      ...new Set(routes.filter((route) => matchRequestUrl(url, `*${route.path}`).matches).map((route) => route.method)),
    ]
    return toResponse(
      allowed.length > 0 && !allowed.some((method) => method === request.method)
        ? methodNotAllowed(request.method, allowed)
        : notFound('The requested resource was not found.'),
    )
  })
}
