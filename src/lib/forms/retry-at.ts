import { isApiError } from '@/lib/api'
import { now } from '@/lib/clock'

/**
 * When the server will take the call again, after it refused one as too soon (429 with a retry
 * time): an instant of `now()`. Null for any other failure.
 */
export function retryAt(error: unknown): number | null {
  return isApiError(error) && error.status === 429 && error.retryAfter !== null ? now() + error.retryAfter * 1000 : null
}
