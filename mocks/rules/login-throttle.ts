import { isoIn, MINUTE_MS, nowIso } from '../clock'
import { db } from '../db'
import { normaliseEmail } from '../db/users'
import { retryAfterSeconds, waitWords, type FailureWindow } from './failure-window'

/**
 * Failed logins per account (NIST SP 800-63B allows at most 100 an hour; we allow 10 per 15 minutes,
 * i.e. at most 40). Wrong passwords, wrong two-factor codes and wrong recovery codes all count. The
 * account key is the address as typed, known or not, so the limit itself reveals nothing about which
 * accounts exist.
 */
export const MAX_FAILED_LOGINS = 10
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE_MS
const loginWindow: FailureWindow = { max: MAX_FAILED_LOGINS, windowMs: FAILED_LOGIN_WINDOW_MS }

/** Seconds until the next attempt is allowed, or null when the account may try now. */
export function loginRetryAfter(email: string): number | null {
  const account = normaliseEmail(email)
  const failures = db.login_failure.getAll().filter((row) => row.account === account)
  return retryAfterSeconds(
    failures.map((row) => row.failed_at),
    loginWindow,
  )
}

export function recordLoginFailure(email: string): void {
  const account = normaliseEmail(email)
  const expired = isoIn(-FAILED_LOGIN_WINDOW_MS)
  db.login_failure.deleteMany({ where: { account: { equals: account }, failed_at: { lt: expired } } })
  db.login_failure.create({ account, failed_at: nowIso() })
}

export function clearLoginFailures(email: string): void {
  db.login_failure.deleteMany({ where: { account: { equals: normaliseEmail(email) } } })
}

export function tooManyLoginsMessage(seconds: number): string {
  return `Too many failed login attempts. Please try again in ${waitWords(seconds)}.`
}
