import { nowIso, nowMs } from '../clock'
import { db } from '../db'
import type { CodePurpose } from '../db/models/identity'
import { normaliseEmail } from '../db/users'

/**
 * Pacing of e-mailed codes: one per address and purpose a minute (the client's countdown is 120 s,
 * so it never meets this). Known and unknown addresses are paced alike, so the 429 reveals nothing
 * about who has an account (ASVS 6.3.8).
 */
export const CODE_RESEND_COOLDOWN_MS = 60_000

/** Seconds until another code may be requested, 0 when it may be now. */
export function codeRequestRetryAfter(purpose: CodePurpose, rawEmail: string): number {
  const email = normaliseEmail(rawEmail)
  const last = db.code_request
    .getAll()
    .filter((row) => row.purpose === purpose && row.email === email)
    .reduce((latest, row) => Math.max(latest, Date.parse(row.requested_at)), 0)
  const wait = last + CODE_RESEND_COOLDOWN_MS - nowMs()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}

export function recordCodeRequest(purpose: CodePurpose, rawEmail: string): void {
  db.code_request.create({ purpose, email: normaliseEmail(rawEmail), requested_at: nowIso() })
}
