import type { FieldErrors } from '@contract/envelope'
import { ApiError, SESSION_EXPIRED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error'

export type RawResponse = { status: number; body: unknown; headers: Headers }

function field(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined
}

function serverMessage(body: unknown): string | null {
  const message = field(body, 'message')
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/**
 * The envelope's `errors` (contract/envelope.ts `fieldErrorsSchema`), checked by hand: this file is on
 * every page's first load, where zod is not (docs/decisions/0039-zod-off-the-first-load.md).
 */
export function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  )
}

export function hasServerMessage(response: RawResponse): boolean {
  return serverMessage(response.body) !== null
}

/** data.retry_after of the contract's 429 body, else the standard Retry-After header (seconds). */
function retryAfterSeconds(response: RawResponse): number | null {
  const fromBody = field(field(response.body, 'data'), 'retry_after')
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return Math.ceil(fromBody)
  const fromHeader = Number(response.headers.get('retry-after'))
  return response.headers.has('retry-after') && Number.isFinite(fromHeader) && fromHeader >= 0
    ? Math.ceil(fromHeader)
    : null
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** The server's own words already say how long to wait ('Please wait 42 seconds...', '...try again in 15 minutes.'). */
const saysWhenToRetry = (message: string) => /\b(try again|wait)\b/i.test(message)

function tooManyRequestsMessage(message: string | null, retryAfter: number | null): string {
  if (message !== null && saysWhenToRetry(message)) return message
  const opening = message ?? 'Too many attempts.'
  return retryAfter === null
    ? `${opening} Please try again later.`
    : `${opening} Please try again in ${describeWait(retryAfter)}.`
}

/** Turns a failed answer into the error the app shows: the server's words when it gave any. */
export function errorFromResponse(response: RawResponse): ApiError {
  const { status, body } = response
  const message = serverMessage(body)
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response)
    return new ApiError({ status, message: tooManyRequestsMessage(message, retryAfter), retryAfter })
  }
  const errors = field(body, 'errors')
  return new ApiError({
    status,
    message: message ?? (status === 401 ? SESSION_EXPIRED_MESSAGE : UNEXPECTED_ERROR_MESSAGE),
    fieldErrors: isFieldErrors(errors) ? errors : {},
  })
}
