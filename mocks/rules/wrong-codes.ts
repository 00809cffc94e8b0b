import { isoIn, MINUTE_MS, nowIso } from '../clock'
import { db } from '../db'
import type { CodePurpose } from '../db/models/identity'
import { retryAfterSeconds, waitWords, type FailureWindow } from './failure-window'

/**
 * Wrong e-mailed codes per address and purpose, across every code sent to it (ASVS 6.3.1): 10 per 15
 * minutes, the login's numbers, so at most 40 guesses an hour. A code's own 5 tries cannot be renewed
 * by asking for a new code, because this count outlives them. Every failed check counts, a wrong code
 * as much as one for an address that was sent none, so the limit reveals nothing about who has an
 * account (ASVS 6.3.8).
 */
export const MAX_WRONG_CODES = 10
export const WRONG_CODE_WINDOW_MS = 15 * MINUTE_MS
const wrongCodeWindow: FailureWindow = { max: MAX_WRONG_CODES, windowMs: WRONG_CODE_WINDOW_MS }

const failuresOf = (purpose: CodePurpose, email: string) =>
  db.code_failure.getAll().filter((row) => row.purpose === purpose && row.email === email)

/** Seconds until the address may try a code again, or null when it may now. `email` is normalised. */
export function wrongCodeRetryAfter(purpose: CodePurpose, email: string): number | null {
  return retryAfterSeconds(
    failuresOf(purpose, email).map((row) => row.failed_at),
    wrongCodeWindow,
  )
}

export function recordWrongCode(purpose: CodePurpose, email: string): void {
  db.code_failure.deleteMany({
    where: {
      purpose: { equals: purpose },
      email: { equals: email },
      failed_at: { lt: isoIn(-WRONG_CODE_WINDOW_MS) },
    },
  })
  db.code_failure.create({ purpose, email, failed_at: nowIso() })
}

/** A right code ends the count, as a successful login does: only the address's owner can read it. */
export function clearWrongCodes(purpose: CodePurpose, email: string): void {
  db.code_failure.deleteMany({ where: { purpose: { equals: purpose }, email: { equals: email } } })
}

export function tooManyWrongCodesMessage(seconds: number): string {
  return `Too many wrong codes. Please try again in ${waitWords(seconds)}.`
}
