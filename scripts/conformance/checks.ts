import { paginationMetaSchema } from '@contract/envelope'
import { IDEMPOTENCY_KEY_HEADER } from '@contract/idempotency'
import { isDeepStrictEqual } from 'node:util'
import { isAppRouteOtherResponse, isZodObject, isZodType, type AppRoute } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'
import type { CheckName, Verdict } from './report'
import { isGated } from './routes'
import type { Answer, Call, Transport } from './transport'

/**
 * The checks themselves: one call each, judged against the contract's status codes and schemas
 * (the envelope, and Laravel's paginator for lists).
 */

/** An answer the contract allows in place of success for this person, e.g. 409 while two-factor is off. */
export type Instead = { status: number; reason: string }

type Outcome = { outcome: 'pass'; note?: string } | { outcome: 'fail' | 'skipped'; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const messageOf = (answer: Answer): string =>
  answer.ok && isRecord(answer.json) && typeof answer.json.message === 'string' ? answer.json.message : ''

export const successStatusOf = (route: AppRoute): number =>
  Number(Object.keys(route.responses).find((status) => status.startsWith('2')) ?? 200)

function issuesOf(schema: ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value)
  if (result.success) return null
  const { issues } = result.error
  const shown = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
  return shown.join('; ') + (issues.length > 3 ? ` (and ${issues.length - 3} more)` : '')
}

const PDF_MAGIC = '%PDF-'

/** What is wrong with an answer of `status`, judged by what the route declares for it; null if nothing. */
export function bodyProblem(route: AppRoute, answer: Extract<Answer, { ok: true }>): string | null {
  const declared: unknown = route.responses[answer.status as keyof typeof route.responses]
  if (declared === undefined) return `status ${answer.status} is not in the contract`
  if (isAppRouteOtherResponse(declared as Parameters<typeof isAppRouteOtherResponse>[0])) {
    const { contentType } = declared as { contentType: string }
    if (contentType !== 'application/octet-stream' && !answer.contentType.startsWith(contentType))
      return `the Content-Type is ${answer.contentType || 'missing'}, not ${contentType}`
    if (!answer.bytes || answer.bytes.length === 0) return 'the file is empty'
    if (contentType === 'application/pdf' && new TextDecoder().decode(answer.bytes.slice(0, 5)) !== PDF_MAGIC)
      return 'the body is not a PDF'
    return null
  }
  if (answer.json === undefined) return `the body is not JSON (Content-Type: ${answer.contentType || 'missing'})`
  const body = answer.json
  if (!isRecord(body) || typeof body.message !== 'string' || !('data' in body) || !('errors' in body))
    return 'the body is not the { message, data, errors } envelope'
  return isZodType(declared) ? issuesOf(declared, body) : null
}

/** Laravel's paginator: the page, its size and its position must agree with the total. */
export function paginatorProblem(body: unknown, requested: { page: number; perPage: number }): string | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return 'the list has no data array'
  const parsed = paginationMetaSchema.safeParse(body.meta)
  if (!parsed.success) return 'the list has no paginator meta'
  const meta = parsed.data
  const count = body.data.length
  const expectedLast = Math.max(1, Math.ceil(meta.total / meta.per_page))
  const expectedCount = Math.max(0, Math.min(meta.per_page, meta.total - (requested.page - 1) * meta.per_page))
  const firstIndex = (requested.page - 1) * meta.per_page + 1
  const problems = [
    meta.current_page !== requested.page && `meta.current_page is ${meta.current_page}, asked for ${requested.page}`,
    meta.per_page !== requested.perPage && `meta.per_page is ${meta.per_page}, asked for ${requested.perPage}`,
    meta.last_page !== expectedLast && `meta.last_page is ${meta.last_page}, ${meta.total} items make ${expectedLast}`,
    count !== expectedCount && `the page holds ${count} items, expected ${expectedCount}`,
    count === 0 && (meta.from !== null || meta.to !== null) && 'an empty page has from and to null',
    count > 0 && meta.from !== firstIndex && `meta.from is ${meta.from}, expected ${firstIndex}`,
    count > 0 && meta.to !== firstIndex + count - 1 && `meta.to is ${meta.to}, expected ${firstIndex + count - 1}`,
  ].filter((problem): problem is string => typeof problem === 'string')
  return problems.length > 0 ? problems.join('; ') : null
}

export const isPaginated = (route: AppRoute): boolean => {
  const schema: unknown = route.responses[successStatusOf(route) as keyof typeof route.responses]
  return isZodObject(schema as never) && 'meta' in (schema as { shape: object }).shape
}

/**
 * Judges an answer that should have `expected`. A gated route may answer 403 to a person whose
 * employment type cannot use it, any route 429 when the kit meets a throttle, and `instead` names
 * another answer the person's situation explains: each is skipped (what was asked went unchecked),
 * provided its body conforms.
 */
export function judge(
  route: AppRoute,
  answer: Answer,
  expected: number,
  { instead = [], forbiddenMeansSkip = true }: { instead?: readonly Instead[]; forbiddenMeansSkip?: boolean } = {},
): Outcome {
  if (!answer.ok) return { outcome: 'fail', reason: `no answer: ${answer.error}` }
  const problem = bodyProblem(route, answer)
  if (answer.status === expected)
    return problem ? { outcome: 'fail', reason: `${answer.status}, but ${problem}` } : { outcome: 'pass' }
  const message = messageOf(answer)
  const said = message ? ` ("${message.slice(0, 120)}")` : ''
  if (problem === null && forbiddenMeansSkip && answer.status === 403 && isGated(route))
    return { outcome: 'skipped', reason: `403: not for this person's employment type${said}` }
  // A throttle the kit ran into is the server protecting itself, not a mismatch: try again later.
  if (problem === null && answer.status === 429) {
    const retryAfter = isRecord(answer.json) && isRecord(answer.json.data) ? answer.json.data.retry_after : undefined
    return { outcome: 'skipped', reason: `429: throttled, try again in ${String(retryAfter)} s` }
  }
  const explained = instead.find((alternative) => alternative.status === answer.status)
  if (problem === null && explained) return { outcome: 'skipped', reason: `${answer.status}: ${explained.reason}` }
  return {
    outcome: 'fail',
    reason: `answered ${answer.status}, expected ${expected}${said}${problem ? `; and ${problem}` : ''}`,
  }
}

const verdictOf = (check: CheckName, outcome: Outcome): Verdict => ({ check, ...outcome }) as Verdict

/** The verdict, the JSON of a passing answer, and the answer itself. */
export type SuccessResult = { verdict: Verdict; json: unknown; answer: Answer }

/** The call that should succeed: status, schema, envelope, and for a list the paginator over two pages. */
export async function checkSuccess(
  route: AppRoute,
  send: Transport,
  call: Call,
  token: string | undefined,
  instead: readonly Instead[] = [],
): Promise<SuccessResult> {
  const answer = await send(route, { ...call, check: 'success' }, token)
  const outcome = judge(route, answer, successStatusOf(route), { instead })
  const json = answer.ok && outcome.outcome === 'pass' ? answer.json : undefined
  if (outcome.outcome !== 'pass' || !isPaginated(route)) return { verdict: verdictOf('success', outcome), json, answer }

  const query = call.query ?? {}
  const firstPage = paginatorProblem(json, { page: Number(query.page ?? 1), perPage: Number(query.per_page ?? 10) })
  if (firstPage)
    return { verdict: verdictOf('success', { outcome: 'fail', reason: `paginator: ${firstPage}` }), json, answer }
  const total = (json as { meta: { total: number } }).meta.total
  if (total < 2) return { verdict: verdictOf('success', { outcome: 'pass', note: 'one page only' }), json, answer }

  // A second page of one item: the paginator must move, not only describe the first page.
  const second = await send(route, { ...call, check: 'success', query: { ...query, page: 2, per_page: 1 } }, token)
  const secondOutcome = judge(route, second, successStatusOf(route))
  const secondPage =
    secondOutcome.outcome !== 'pass'
      ? secondOutcome.reason
      : paginatorProblem(second.ok ? second.json : undefined, { page: 2, perPage: 1 })
  return {
    verdict: verdictOf(
      'success',
      secondPage ? { outcome: 'fail', reason: `page 2: ${secondPage}` } : { outcome: 'pass' },
    ),
    json,
    answer,
  }
}

/** A route that needs a token, called without one: 401 in the error shape. */
export async function checkUnauthenticated(route: AppRoute, send: Transport, call: Call): Promise<Verdict> {
  return verdictOf(
    'unauthenticated',
    judge(route, await send(route, { ...call, check: 'unauthenticated' }), 401, { forbiddenMeansSkip: false }),
  )
}

/** A body the contract refuses: 422 with field errors, which changes nothing. */
export async function checkInvalidBody(
  route: AppRoute,
  send: Transport,
  call: Call,
  token: string | undefined,
): Promise<Verdict> {
  const schema: unknown = 'body' in route ? route.body : undefined
  if (isZodType(schema) && schema.safeParse(call.body ?? {}).success)
    return verdictOf('invalid body', {
      outcome: 'fail',
      reason: "the kit's invalid body passes the contract: fix its plan",
    })
  const answer = await send(route, { ...call, check: 'invalid body' }, token)
  const outcome = judge(route, answer, 422)
  if (outcome.outcome === 'pass' && answer.ok) {
    const errors = isRecord(answer.json) ? answer.json.errors : null
    if (!isRecord(errors) || Object.keys(errors).length === 0)
      return verdictOf('invalid body', { outcome: 'fail', reason: '422 without field errors' })
  }
  return verdictOf('invalid body', outcome)
}

/** An id nobody has: 404 in the error shape. */
export async function checkUnknownId(
  route: AppRoute,
  send: Transport,
  call: Call,
  token: string | undefined,
): Promise<Verdict> {
  return verdictOf('unknown id', judge(route, await send(route, { ...call, check: 'unknown id' }, token), 404))
}

/** What the kit sends as a key that is not one. */
export const MALFORMED_KEY = 'twice-please'

export type KeyedWrite = {
  /** The success call, with the key it was sent with, and its answer; null when the kit does not make it. */
  first: { call: Call; answer: Answer } | null
  /** The call with a body the contract refuses, which changes nothing. */
  invalid: Call
  /** How many records the write makes there are (a list's total), when the kit can count them. */
  count?: () => Promise<number | undefined>
}

/**
 * The Idempotency-Key of a write that takes one (docs/product/api.md#idempotent-writes). A key that is
 * not a UUID is 400. Then, when the kit made the write: the same call with its key answers the first
 * answer again (status and body) and makes no second record; the key with another body (the refused
 * one, so nothing can change) is 422 naming the key.
 */
export async function checkIdempotency(
  route: AppRoute,
  send: Transport,
  { first, invalid, count }: KeyedWrite,
  token: string | undefined,
): Promise<Verdict> {
  const fail = (reason: string) => verdictOf('idempotency', { outcome: 'fail', reason })
  const malformed = await send(
    route,
    { ...invalid, headers: { [IDEMPOTENCY_KEY_HEADER]: MALFORMED_KEY }, check: 'idempotency' },
    token,
  )
  const malformedOutcome = judge(route, malformed, 400)
  if (malformedOutcome.outcome !== 'pass')
    return verdictOf('idempotency', {
      ...malformedOutcome,
      reason: `a key that is not a UUID: ${malformedOutcome.reason}`,
    } as Outcome)
  if (!first || !first.answer.ok)
    return verdictOf('idempotency', { outcome: 'pass', note: 'only a malformed key: the kit does not make this write' })

  const before = await count?.()
  const repeat = await send(route, { ...first.call, check: 'idempotency' }, token)
  if (!repeat.ok) return fail(`the same key and body: no answer: ${repeat.error}`)
  if (repeat.status !== first.answer.status || !isDeepStrictEqual(repeat.json, first.answer.json))
    return fail(`the same key and body answered ${repeat.status}, not the first answer again (${first.answer.status})`)
  const after = await count?.()
  if (before !== after) return fail(`the same key and body made another record (${before} before, ${after} after)`)

  const reused = await send(route, { ...invalid, headers: first.call.headers, check: 'idempotency' }, token)
  const reusedOutcome = judge(route, reused, 422)
  if (reusedOutcome.outcome !== 'pass') return fail(`the key with another body: ${reusedOutcome.reason}`)
  const errors = reused.ok && isRecord(reused.json) ? reused.json.errors : null
  if (!isRecord(errors) || !(IDEMPOTENCY_KEY_HEADER in errors))
    return fail(
      `the key with another body was refused, but not for its key: its errors do not name ${IDEMPOTENCY_KEY_HEADER}`,
    )
  return verdictOf('idempotency', { outcome: 'pass' })
}
