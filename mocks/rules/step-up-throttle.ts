import { isoIn, MINUTE_MS, nowIso } from '../clock'
import { db } from '../db'
import { retryAfterSeconds, waitWords, type FailureWindow } from './failure-window'

/**
 * Wrong proofs from someone already signed in (ASVS 6.3.1, docs/product/quality-targets.md#security): the current
 * password of a password change (profile or onboarding), and the code or password that turns two-factor off or
 * regenerates recovery codes. Limited per user with the login's numbers, 10 per 15 minutes, and counted apart from
 * failed logins, so a borrowed session cannot lock its owner out of logging in. Logins and step-ups together allow at
 * most 80 guesses an hour, within NIST SP 800-63B's 100.
 */
export const MAX_STEP_UP_FAILURES = 10
export const STEP_UP_WINDOW_MS = 15 * MINUTE_MS
const stepUpWindow: FailureWindow = { max: MAX_STEP_UP_FAILURES, windowMs: STEP_UP_WINDOW_MS }

/** Seconds until the user may try again, or null when they may try now. */
export function stepUpRetryAfter(userId: number): number | null {
  const failures = db.step_up_failure.getAll().filter((row) => row.user_id === userId)
  return retryAfterSeconds(
    failures.map((row) => row.failed_at),
    stepUpWindow,
  )
}

export function recordStepUpFailure(userId: number): void {
  db.step_up_failure.deleteMany({
    where: { user_id: { equals: userId }, failed_at: { lt: isoIn(-STEP_UP_WINDOW_MS) } },
  })
  db.step_up_failure.create({ user_id: userId, failed_at: nowIso() })
}

/** A right proof ends the count, as a successful login does. */
export function clearStepUpFailures(userId: number): void {
  db.step_up_failure.deleteMany({ where: { user_id: { equals: userId } } })
}

export function tooManyStepUpsMessage(seconds: number): string {
  return `Too many wrong attempts. Please try again in ${waitWords(seconds)}.`
}
