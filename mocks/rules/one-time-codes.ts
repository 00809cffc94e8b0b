import { CODE_LENGTH } from '@contract/fields'
import { isoIn, isPast, MINUTE_MS, nowIso } from '../clock'
import { constantTimeEqual, randomDigits, randomToken, sha256Hex } from '../crypto'
import { db } from '../db'
import type { CodePurpose } from '../db/models/identity'
import { normaliseEmail } from '../db/users'
import { clearWrongCodes, recordWrongCode, wrongCodeRetryAfter } from './wrong-codes'

/**
 * E-mailed codes (ASVS 6.5.1, 6.5.4, 6.5.5, 6.6.3): 6 digits from a CSPRNG, valid 10 minutes, single
 * use, bound to a purpose and an address, at most 5 wrong tries, and a new code voids the old one.
 * Only a salted hash is stored. Failures are also counted per address across codes (./wrong-codes.ts).
 */
export const CODE_LIFETIME_MS = 10 * MINUTE_MS
export const MAX_CODE_ATTEMPTS = 5

/** One answer for every failure, so a wrong, used, expired or unknown code reveal nothing apart. */
export const INVALID_CODE_MESSAGE = 'The code is invalid or has expired. Request a new code.'

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'exhausted' | 'wrong' }
  /** Too many failed checks for this address and purpose: no code is looked at until `retryAfter` seconds pass. */
  | { ok: false; reason: 'throttled'; retryAfter: number }

const hashCode = (salt: string, code: string) => sha256Hex(`${salt}:${code}`)

function openCodes(purpose: CodePurpose, email: string) {
  return db.one_time_code
    .getAll()
    .filter((row) => row.purpose === purpose && row.email === email && !row.consumed_at && !row.voided_at)
}

/** Issues a fresh code and answers it in plain text, for the e-mail only. */
export async function issueCode(purpose: CodePurpose, rawEmail: string): Promise<string> {
  const email = normaliseEmail(rawEmail)
  const voidedAt = nowIso()
  for (const row of openCodes(purpose, email)) {
    db.one_time_code.update({ where: { id: { equals: row.id } }, data: { voided_at: voidedAt } })
  }
  const code = randomDigits(CODE_LENGTH)
  const salt = randomToken(16)
  db.one_time_code.create({
    purpose,
    email,
    salt,
    code_hash: await hashCode(salt, code),
    expires_at: isoIn(CODE_LIFETIME_MS),
    attempts: 0,
    created_at: nowIso(),
  })
  return code
}

/**
 * Checks a code and, when it is right, uses it up. A wrong code counts against the code; every failure
 * counts against the address, and once it has too many even the right code waits.
 */
export async function consumeCode(purpose: CodePurpose, rawEmail: string, code: string): Promise<CodeCheck> {
  const email = normaliseEmail(rawEmail)
  const retryAfter = wrongCodeRetryAfter(purpose, email)
  if (retryAfter !== null) return { ok: false, reason: 'throttled', retryAfter }

  const check = await checkCode(purpose, email, code)
  if (check.ok) clearWrongCodes(purpose, email)
  else recordWrongCode(purpose, email)
  return check
}

async function checkCode(purpose: CodePurpose, email: string, code: string): Promise<CodeCheck> {
  const row = openCodes(purpose, email).at(-1)
  if (!row) return { ok: false, reason: 'missing' }
  if (isPast(row.expires_at)) return { ok: false, reason: 'expired' }
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'exhausted' }

  if (!constantTimeEqual(await hashCode(row.salt, code.trim()), row.code_hash)) {
    db.one_time_code.update({ where: { id: { equals: row.id } }, data: { attempts: row.attempts + 1 } })
    return { ok: false, reason: 'wrong' }
  }

  db.one_time_code.update({ where: { id: { equals: row.id } }, data: { consumed_at: nowIso() } })
  return { ok: true }
}
