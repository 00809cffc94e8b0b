import { isZodType, type AppRoute } from '@ts-rest/core'
import { featureAccess } from '../access'
import { takesIdempotencyKey } from '../idempotency'
import type { RouteMetadata } from '../router'

/**
 * The error answers one route can give, each with the sentence that says when, derived from the
 * route itself: its authentication, its employment-type gate, its path parameters and inputs, and
 * the refusals its own rules declare (contract/router.ts). The mock's adapter (mocks/adapter.ts)
 * gives them in this order: 401, 403, 415 or 400, 422, then the route's own answers.
 */

/** `headers` names the headers that come with the answer, each with what it says. */
export type ErrorAnswer = {
  status: number
  description: string
  throttled?: boolean
  headers?: Record<string, string>
}

export const employmentTypes = (types: readonly string[]) =>
  types.length === 1 ? types[0] : `${types.slice(0, -1).join(', ')} and ${types.at(-1)}`

const bodyType = (route: AppRoute): string =>
  'contentType' in route && route.contentType ? route.contentType : 'application/json'

export function errorAnswers(route: AppRoute): ErrorAnswer[] {
  const metadata = (route.metadata ?? { auth: 'bearer' }) as RouteMetadata
  const refusals = metadata.refusals ?? {}
  // A route without a body (`c.noBody()`) still reads one, to refuse it (decision 34).
  const readsBody = route.method !== 'GET' && 'body' in route
  const hasBody = readsBody && isZodType(route.body)
  const hasInput = hasBody || isZodType(route.query) || isZodType(route.pathParams)
  const keyed = takesIdempotencyKey(route)
  /** What the Idempotency-Key adds to an answer's sentence, on the routes that take it. */
  const orKey = (sentence: string, keySentence: string) => (keyed ? `${sentence} Or: ${keySentence}` : sentence)
  const answers: ErrorAnswer[] = []

  if (readsBody)
    answers.push({
      status: 400,
      description: orKey(
        hasBody
          ? 'The body could not be read: a multipart body that does not parse, or JSON that is not JSON.'
          : 'The body could not be read, or it has parts: this operation takes an empty form or no body at all.',
        'the Idempotency-Key is not a UUID.',
      ),
    })
  if (readsBody) {
    const accept = route.method === 'PATCH' ? 'Accept-Patch' : 'Accept-Post'
    answers.push({
      status: 415,
      description: `The body is sent in another encoding than this operation's (${bodyType(route)}).`,
      headers: { [accept]: 'The one media type this operation takes.' },
    })
  }
  if (metadata.auth === 'bearer')
    answers.push({
      status: 401,
      description: 'No bearer token, or one that is expired, altered, or whose session has ended.',
    })
  if (metadata.auth === 'refresh')
    answers.push({
      status: 401,
      description:
        'No bearer token, an altered one, or one whose session has ended (an expired token is accepted here).',
    })
  const forbidden = [
    metadata.feature &&
      `The user's employment type has no access to this feature: only ${employmentTypes(featureAccess[metadata.feature])} employees do.`,
    refusals[403],
  ].filter(Boolean)
  if (forbidden.length > 0) answers.push({ status: 403, description: forbidden.join(' Or: ') })
  if (refusals[404]) answers.push({ status: 404, description: refusals[404] })
  else if (isZodType(route.pathParams) && metadata.auth !== 'public')
    answers.push({
      status: 404,
      description: "No such record among the signed-in employee's own: another employee's id answers the same.",
    })
  const stillProcessed = 'a request with the same Idempotency-Key is still being processed; send it again later.'
  if (refusals[409]) answers.push({ status: 409, description: orKey(refusals[409], stillProcessed) })
  else if (keyed)
    answers.push({ status: 409, description: `${stillProcessed.charAt(0).toUpperCase()}${stillProcessed.slice(1)}` })
  if (hasInput)
    answers.push({
      status: 422,
      description: orKey(
        'A field breaks a rule: `errors` maps each field (dotted for nested ones, `contacts.0.name`) to all its messages.',
        'the Idempotency-Key was used before with another body (`errors` names `Idempotency-Key`).',
      ),
    })
  // Any route can be throttled (a busy server, a client sending too fast), not only those with a limit of their own.
  answers.push({
    status: 429,
    description: refusals[429]
      ? `${refusals[429]} Or: the server is taking no more requests for a while.`
      : 'The server is taking no more requests for a while (too many, or too fast); `Retry-After` says when to try again.',
    throttled: true,
  })
  answers.push({ status: 500, description: 'The server failed unexpectedly.' })
  return answers
}
