import type { FieldErrors } from '@contract/envelope'

/** docs/product/errors.md#messages: the fallback when the server gives no message. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.'

/** docs/product/errors.md#messages: what a network failure or a timeout says. */
export const NETWORK_ERROR_MESSAGE = 'Something went wrong.'

/** Used when a 401 arrives without a message of its own. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'

/**
 * - `http`: the server answered with an error status.
 * - `network`: no answer (offline, DNS, CORS, a dropped connection).
 * - `timeout`: no answer in time.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout'

/** Every failed API call rejects with this, already worded for the person using the app. */
export class ApiError extends Error {
  override name = 'ApiError'
  /** The HTTP status, or 0 when there was no answer. */
  readonly status: number
  readonly kind: ApiErrorKind
  /** The 422 answer's field errors by field name (dotted for nested fields); empty otherwise. */
  readonly fieldErrors: FieldErrors
  /** Seconds to wait before trying again (429 only). */
  readonly retryAfter: number | null

  constructor(options: {
    status: number
    message: string
    kind?: ApiErrorKind
    fieldErrors?: FieldErrors
    retryAfter?: number | null
  }) {
    super(options.message)
    this.status = options.status
    this.kind = options.kind ?? 'http'
    this.fieldErrors = options.fieldErrors ?? {}
    this.retryAfter = options.retryAfter ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
