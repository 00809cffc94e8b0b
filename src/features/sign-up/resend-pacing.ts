import { isApiError } from '@/lib/api'
import { now } from '@/lib/clock'

/** The server e-mails one sign-up code per address a minute; the resend countdown follows it. */
export const RESEND_AFTER_MS = 60_000

/** When another code may be asked for, after one was just sent. */
export const nextResendAt = (): number => now() + RESEND_AFTER_MS

/**
 * When another code may be asked for, after the server refused a send as too soon (429): its
 * retry_after, which also covers a code sent before the dialog was reopened. Null for other failures.
 */
export function resendAtAfterRefusal(error: unknown): number | null {
  return isApiError(error) && error.status === 429 && error.retryAfter !== null ? now() + error.retryAfter * 1000 : null
}
