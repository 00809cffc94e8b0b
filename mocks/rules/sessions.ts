import { MINUTE_MS, nowIso, nowMs } from '../clock'
import { db, type SessionRow } from '../db'
import type { SessionEndReason } from '../db/models/identity'

/**
 * Ending sessions (ASVS 7.4.1 to 7.4.3). A session that ends keeps the reason, so the 401 its token
 * gets next can tell the person why they were signed out.
 */

export const UNAUTHENTICATED = 'Unauthenticated.'
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.'
/** The session's absolute lifetime (SESSION_LIFETIME_MS in tokens.ts) is over, however recently it was used. */
export const SESSION_LIFETIME_ENDED =
  'You have been signed in for 30 days, the longest a session lasts. Please log in again.'
export const PASSWORD_CHANGED = 'Your session has expired due to a password change. Please log in again.'
export const ACCOUNT_DEACTIVATED = 'Your account is deactivated. Please contact the administrator to know more.'
/** The person signed this session out from another of theirs (Sessions and devices, docs/product/privacy.md). */
export const SIGNED_OUT_ELSEWHERE = 'You were signed out from another device. Please log in again.'

const endedBecause: Record<SessionEndReason, string> = {
  logout: UNAUTHENTICATED,
  password_changed: PASSWORD_CHANGED,
  password_reset: PASSWORD_CHANGED,
  admin_password_reset: PASSWORD_CHANGED,
  deactivated: ACCOUNT_DEACTIVATED,
  two_factor_changed: 'Your session has ended because two-factor authentication was changed. Please log in again.',
  token_reuse: 'Your session has ended for your security because an old sign-in token was used. Please log in again.',
  signed_out_elsewhere: SIGNED_OUT_ELSEWHERE,
}

export function endedSessionMessage(reason: SessionEndReason | null): string {
  return reason ? endedBecause[reason] : UNAUTHENTICATED
}

export function findSession(id: string): SessionRow | null {
  return db.session.findFirst({ where: { id: { equals: id } } })
}

export function liveSessionsOf(userId: number): SessionRow[] {
  return db.session.getAll().filter((session) => session.user_id === userId && !session.revoked_at)
}

/**
 * How stale "last active" may be: a session's row is written at most once a minute however often its
 * token is used, so reads do not each become a write.
 */
export const LAST_ACTIVE_PRECISION_MS = MINUTE_MS

/** Notes that a token of the session was just used. */
export function markActive(session: SessionRow): void {
  if (nowMs() - Date.parse(session.last_active_at) < LAST_ACTIVE_PRECISION_MS) return
  db.session.update({ where: { id: { equals: session.id } }, data: { last_active_at: nowIso() } })
}

export function endSession(id: string, reason: SessionEndReason): void {
  db.session.update({
    where: { id: { equals: id } },
    data: { revoked_at: nowIso(), revoked_reason: reason },
  })
}

/**
 * Ends every live session of a user, or all but `except` (the one that made the change):
 * - a password change from the profile, a two-factor change: the other sessions;
 * - a reset, a deactivation, an administrator's reset flag: all of them.
 * Answers how many ended.
 */
export function voidSessions(userId: number, reason: SessionEndReason, options: { except?: string } = {}): number {
  const ending = liveSessionsOf(userId).filter((session) => session.id !== options.except)
  for (const session of ending) endSession(session.id, reason)
  return ending.length
}
