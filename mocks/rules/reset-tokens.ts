import { isoIn, isPast, nowIso } from '../clock'
import { randomToken, sha256Hex } from '../crypto'
import { db } from '../db'

/**
 * Password reset tokens: what a verified reset code is traded for, and what the reset e-mail's link
 * carries. Stored as a hash, single use, and one open per account: a new token (a verified code, or
 * the link of a newer e-mail) voids the earlier ones, so a resend also voids the old link.
 */

function voidOpenTokens(userId: number): void {
  const at = nowIso()
  for (const row of db.reset_token.getAll().filter((token) => token.user_id === userId && !token.consumed_at)) {
    db.reset_token.update({ where: { id: { equals: row.id } }, data: { consumed_at: at } })
  }
}

/** Issues a token valid for `lifetimeMs` and answers it in plain text, for the person only. */
export async function issueResetToken(user: { id: number; email: string }, lifetimeMs: number): Promise<string> {
  voidOpenTokens(user.id)
  const token = randomToken(32)
  db.reset_token.create({
    user_id: user.id,
    email: user.email,
    token_hash: await sha256Hex(token),
    expires_at: isoIn(lifetimeMs),
  })
  return token
}

/** Uses up the user's token when it is open and unexpired; false otherwise (every failure alike). */
export async function consumeResetToken(userId: number, token: string): Promise<boolean> {
  const tokenHash = await sha256Hex(token)
  const row = db.reset_token
    .getAll()
    .find(
      (candidate) =>
        candidate.user_id === userId &&
        candidate.token_hash === tokenHash &&
        !candidate.consumed_at &&
        !isPast(candidate.expires_at),
    )
  if (!row) return false
  db.reset_token.update({ where: { id: { equals: row.id } }, data: { consumed_at: nowIso() } })
  return true
}

/** The reset page's address for a token: the e-mail's link (the page reads both from the query). */
export function resetLink(email: string, token: string): string {
  return `/reset-password?${new URLSearchParams({ token, email }).toString()}`
}
