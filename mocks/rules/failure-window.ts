import { nowMs } from '../clock'

/**
 * The sliding window every throttle uses (failed logins, step-up checks and e-mailed codes, and the
 * requests for codes): at most `max` events within `windowMs`; one more frees up when the oldest
 * counted one leaves it.
 */
export type FailureWindow = { max: number; windowMs: number }

/** Whether a failure at `failedAt` (ISO) still counts. */
export function countsNow(failedAt: string, { windowMs }: FailureWindow): boolean {
  return Date.parse(failedAt) > nowMs() - windowMs
}

/** Seconds until the next attempt is allowed, or null when one may be made now. */
export function retryAfterSeconds(failedAts: readonly string[], window: FailureWindow): number | null {
  const counted = failedAts.filter((failedAt) => countsNow(failedAt, window)).map((failedAt) => Date.parse(failedAt))
  if (counted.length < window.max) return null
  return Math.max(1, Math.ceil((Math.min(...counted) + window.windowMs - nowMs()) / 1000))
}

/** "14 minutes", "1 second": how long to wait, for a 429's message. */
export function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return seconds >= 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${seconds} second${seconds === 1 ? '' : 's'}`
}
