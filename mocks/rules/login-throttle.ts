import { isoIn, MINUTE_MS, nowIso, nowMs } from '../clock'
import { db } from '../db'
import { normaliseEmail } from '../db/users'

/**
 * Failed logins per account (NIST SP 800-63B allows at most 100 an hour; we allow 10 per 15 minutes,
 * i.e. at most 40). Wrong passwords and wrong two-factor codes both count. The account key is the
 * address as typed, known or not, so the limit itself reveals nothing about which accounts exist.
 */
export const MAX_FAILED_LOGINS = 10
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE_MS

const failuresInWindow = (account: string) => {
  const since = nowMs() - FAILED_LOGIN_WINDOW_MS
  return db.login_failure.getAll().filter((row) => row.account === account && Date.parse(row.failed_at) > since)
}

/** Seconds until the next attempt is allowed, or null when the account may try now. */
export function loginRetryAfter(email: string): number | null {
  const failures = failuresInWindow(normaliseEmail(email))
  if (failures.length < MAX_FAILED_LOGINS) return null
  // The window slides: one more attempt frees up when the oldest counted failure leaves it.
  const oldest = Math.min(...failures.map((row) => Date.parse(row.failed_at)))
  return Math.max(1, Math.ceil((oldest + FAILED_LOGIN_WINDOW_MS - nowMs()) / 1000))
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
  const wait =
    seconds >= 60
      ? `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`
      : `${seconds} second${seconds === 1 ? '' : 's'}`
  return `Too many failed login attempts. Please try again in ${wait}.`
}
