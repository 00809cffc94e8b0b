import { HOUR_MS, isoIn, nowIso } from '../clock'
import { db } from '../db'
import type { CodePurpose } from '../db/models/identity'
import { normaliseEmail } from '../db/users'
import { retryAfterSeconds, waitWords, type FailureWindow } from './failure-window'

/**
 * Pacing of e-mailed codes per address and purpose: one a minute (the client's countdown is 120 s, so
 * it never meets this) and at most 5 an hour, so nobody can fill someone's inbox. Guessing is held back
 * apart from this (./wrong-codes.ts): a new code gives no more guesses. Known and unknown addresses are
 * paced alike, so the 429 reveals nothing about who has an account (ASVS 6.3.8).
 */
export const CODE_RESEND_COOLDOWN_MS = 60_000
export const MAX_CODES_PER_HOUR = 5
const paces: FailureWindow[] = [
  { max: 1, windowMs: CODE_RESEND_COOLDOWN_MS },
  { max: MAX_CODES_PER_HOUR, windowMs: HOUR_MS },
]

/** Seconds until another code may be requested, 0 when it may be now. */
export function codeRequestRetryAfter(purpose: CodePurpose, rawEmail: string): number {
  const email = normaliseEmail(rawEmail)
  const requestedAts = db.code_request
    .getAll()
    .filter((row) => row.purpose === purpose && row.email === email)
    .map((row) => row.requested_at)
  return Math.max(0, ...paces.map((pace) => retryAfterSeconds(requestedAts, pace) ?? 0))
}

export function recordCodeRequest(purpose: CodePurpose, rawEmail: string): void {
  const email = normaliseEmail(rawEmail)
  db.code_request.deleteMany({
    where: { purpose: { equals: purpose }, email: { equals: email }, requested_at: { lt: isoIn(-HOUR_MS) } },
  })
  db.code_request.create({ purpose, email, requested_at: nowIso() })
}

/** "Please wait 40 seconds before requesting another code.", with the request's own noun. */
export function tooManyCodeRequestsMessage(seconds: number, what: string): string {
  return `Please wait ${waitWords(seconds)} before requesting another ${what}.`
}
