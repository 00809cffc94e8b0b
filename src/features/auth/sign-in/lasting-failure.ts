import { isApiError } from '@/lib/api'

/**
 * The part of a failure a form keeps showing once the client's toast has gone: a 429 says how long
 * to wait, which still matters a minute later. Field errors go under their fields instead, and other
 * failures are the toast's alone (spec section 8), so they are not said twice.
 */
export function lastingFailure(error: unknown): string[] {
  return isApiError(error) && error.status === 429 ? [error.message] : []
}
