import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@contract/fields'
import { nowIso } from '../clock'
import { randomString } from '../crypto'
import { db } from '../db'
import { hashPassword, verifyPassword } from './passwords'

/**
 * Two-factor recovery codes: 10 per set, `XXXX-XXXX` drawn from a CSPRNG over an alphabet without
 * look-alikes (31 symbols, about 40 bits a code). A code that short must not be stored as it is, nor
 * under a fast hash: each is kept as a salted PBKDF2 hash, like a password (ASVS 4.0.3 2.6.2). Each
 * works once; a new set, or turning two-factor off, voids the whole set. Wrong codes are limited by
 * the caller's throttle (logins: mocks/rules/login-throttle.ts).
 */

/** Upper case, no spaces or hyphen: the form a code is hashed in, however it was typed. */
export const canonicalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()

export function newRecoveryCode(): string {
  const symbols = randomString(RECOVERY_CODE_ALPHABET, 8)
  return `${symbols.slice(0, 4)}-${symbols.slice(4)}`
}

const unusedCodesOf = (userId: number) =>
  db.recovery_code.getAll().filter((row) => row.user_id === userId && row.used_at === null)

export function voidRecoveryCodes(userId: number): void {
  db.recovery_code.deleteMany({ where: { user_id: { equals: userId } } })
}

/** A new set for the user, voiding the old one; answers the codes in plain text, to show once. */
export async function issueRecoveryCodes(userId: number): Promise<string[]> {
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode())
  const hashes = await Promise.all([...codes].map((code) => hashPassword(canonicalRecoveryCode(code))))
  voidRecoveryCodes(userId)
  const at = nowIso()
  for (const codeHash of hashes) db.recovery_code.create({ user_id: userId, code_hash: codeHash, created_at: at })
  return [...codes]
}

export function recoveryCodesLeft(userId: number): number {
  return unusedCodesOf(userId).length
}

/** When the user's current set was made, or null when there is none. */
export function recoveryCodesMadeAt(userId: number): string | null {
  return db.recovery_code.getAll().find((row) => row.user_id === userId)?.created_at ?? null
}

export type RecoveryCodeCheck = { ok: true; left: number } | { ok: false }

/** Uses up the code when it is one of the user's unused ones. */
export async function redeemRecoveryCode(userId: number, code: string): Promise<RecoveryCodeCheck> {
  const typed = canonicalRecoveryCode(code)
  for (const row of unusedCodesOf(userId)) {
    if (!(await verifyPassword(typed, row.code_hash))) continue
    db.recovery_code.update({ where: { id: { equals: row.id } }, data: { used_at: nowIso() } })
    return { ok: true, left: recoveryCodesLeft(userId) }
  }
  return { ok: false }
}
