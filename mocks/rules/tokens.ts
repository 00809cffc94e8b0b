import { DAY_MS, isoIn, MINUTE_MS, nowIso, nowMs } from '../clock'
import { base64url, base64urlText, constantTimeEqual, fromBase64urlText, hmacSha256, randomToken } from '../crypto'
import { db, type SessionRow, type UserRow } from '../db'
import { findUserById } from '../db/users'
import {
  ACCOUNT_DEACTIVATED,
  endSession,
  endedSessionMessage,
  findSession,
  markActive,
  PASSWORD_CHANGED,
  SESSION_EXPIRED,
  SESSION_LIFETIME_ENDED,
  UNAUTHENTICATED,
} from './sessions'

/**
 * Access tokens in JWT shape, `base64url(header).base64url(payload).signature` (HS256), with
 * `{ sub, sid, jti, iat, exp }`. They live 60 minutes. One token per session is current: refreshing
 * trades it (even expired, within 14 days) for a new one and the old jti stops working (rotation).
 * Presenting a rotated token to refresh ends the whole session (reuse detection), except the token the
 * current one replaced, within 30 seconds: its answer may have been lost (a reload, a dropped line) or
 * another tab may have refreshed at the same moment, and it gets the same current token again. However
 * often it is refreshed, a session ends 30 days after sign-in (docs/decisions/0053-lost-refresh-answer.md).
 */
export const ACCESS_TOKEN_LIFETIME_MS = 60 * MINUTE_MS
export const REFRESH_WINDOW_MS = 14 * DAY_MS
export const REPLACED_TOKEN_GRACE_MS = 30_000
export const SESSION_LIFETIME_MS = 30 * DAY_MS

// A mock's key: it only has to survive a reload of the demo, not keep anything secret.
const SIGNING_KEY = 'empleo-mock-signing-key'
const HEADER = base64urlText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

export type TokenPayload = { sub: number; sid: string; jti: string; iat: number; exp: number }

const sign = async (content: string) => base64url(await hmacSha256(SIGNING_KEY, content))

export async function signToken(payload: TokenPayload): Promise<string> {
  const content = `${HEADER}.${base64urlText(JSON.stringify(payload))}`
  return `${content}.${await sign(content)}`
}

function isPayload(value: unknown): value is TokenPayload {
  if (value === null || typeof value !== 'object') return false
  const { sub, sid, jti, iat, exp } = value as Record<string, unknown>
  return (
    Number.isSafeInteger(sub) &&
    typeof sid === 'string' &&
    typeof jti === 'string' &&
    Number.isSafeInteger(iat) &&
    Number.isSafeInteger(exp)
  )
}

/** The payload of a token this server signed, or null for anything else. Expiry is not checked here. */
export async function readToken(token: string): Promise<TokenPayload | null> {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts as [string, string, string]
  if (header !== HEADER || !constantTimeEqual(await sign(`${header}.${body}`), signature)) return null
  const json = fromBase64urlText(body)
  if (json === null) return null
  try {
    const payload: unknown = JSON.parse(json)
    return isPayload(payload) ? payload : null
  } catch {
    return null
  }
}

/** When the session ends whatever is done: 30 days after sign-in. */
const lifetimeEndMs = (session: SessionRow) => Date.parse(session.issued_at) + SESSION_LIFETIME_MS

/** Still signed in: not ended, within its lifetime, and its token may still be refreshed. */
export function isSignedIn(session: SessionRow): boolean {
  const current = nowMs()
  return !session.revoked_at && current < lifetimeEndMs(session) && current <= Date.parse(session.refresh_until)
}

/** The session's current token. Signing is deterministic, so it is the very token issued, signed again. */
function currentToken(session: SessionRow): Promise<string> {
  const issuedMs = Date.parse(session.token_issued_at)
  return signToken({
    sub: session.user_id,
    sid: session.id,
    jti: session.token_id,
    iat: Math.floor(issuedMs / 1000),
    exp: Math.floor(Math.min(issuedMs + ACCESS_TOKEN_LIFETIME_MS, lifetimeEndMs(session)) / 1000),
  })
}

/** Makes a new current token for the session; any earlier token of it stops working. */
export async function issueToken(session: SessionRow): Promise<string> {
  const issuedMs = nowMs()
  const endMs = lifetimeEndMs(session)
  const next = {
    token_id: randomToken(16),
    replaced_token_id: session.token_id,
    token_issued_at: isoIn(0, issuedMs),
    access_expires_at: isoIn(Math.min(ACCESS_TOKEN_LIFETIME_MS, endMs - issuedMs), issuedMs),
    refresh_until: isoIn(Math.min(REFRESH_WINDOW_MS, endMs - issuedMs), issuedMs),
  }
  db.session.update({ where: { id: { equals: session.id } }, data: next })
  return currentToken({ ...session, ...next })
}

/**
 * The answer to a refresh that authenticate() let through: the current token is traded for a new one;
 * the token it replaced, presented within the grace, gets that same current token again, so two
 * tabs refreshing at once, or a client asking again for a lost answer, end up holding one token.
 */
export async function refreshedToken(session: SessionRow, presented: string | null): Promise<string> {
  const payload = presented === null ? null : await readToken(presented)
  return payload?.jti === session.replaced_token_id ? currentToken(session) : issueToken(session)
}

/** Where a sign-in came from, kept on its session for Sessions and devices. */
export type SignInOrigin = { userAgent: string | null; place: string | null }

export async function startSession(
  userId: number,
  origin: SignInOrigin = { userAgent: null, place: null },
): Promise<{ session: SessionRow; token: string }> {
  const issuedAt = nowIso()
  const session = db.session.create({
    id: randomToken(16),
    user_id: userId,
    user_agent: origin.userAgent,
    place: origin.place,
    last_active_at: issuedAt,
    token_id: '',
    replaced_token_id: '',
    token_issued_at: issuedAt,
    issued_at: issuedAt,
    access_expires_at: issuedAt,
    refresh_until: issuedAt,
  })
  const token = await issueToken(session)
  return { session: findSession(session.id) ?? session, token }
}

/** The token the current one replaced, presented at most 30 seconds after the replacement. */
const isReplacedWithinGrace = (session: SessionRow, payload: TokenPayload) =>
  payload.jti === session.replaced_token_id && nowMs() - Date.parse(session.token_issued_at) <= REPLACED_TOKEN_GRACE_MS

export type Authentication = { ok: true; user: UserRow; session: SessionRow } | { ok: false; message: string }

const refused = (message: string): Authentication => ({ ok: false, message })

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/**
 * Who is calling, and may they? `bearer`: the current, unexpired token. `refresh`: the current token,
 * expired or not, or the one it replaced within the grace, of a session still inside its refresh window.
 * Neither works past the session's lifetime.
 */
export async function authenticate(token: string | null, mode: 'bearer' | 'refresh'): Promise<Authentication> {
  if (!token) return refused(UNAUTHENTICATED)
  const payload = await readToken(token)
  if (!payload) return refused(UNAUTHENTICATED)
  const session = findSession(payload.sid)
  if (!session || session.user_id !== payload.sub) return refused(UNAUTHENTICATED)
  if (session.revoked_at) return refused(endedSessionMessage(session.revoked_reason))

  if (payload.jti !== session.token_id) {
    if (mode === 'bearer') return refused(UNAUTHENTICATED)
    if (!isReplacedWithinGrace(session, payload)) {
      endSession(session.id, 'token_reuse')
      return refused(endedSessionMessage('token_reuse'))
    }
  }

  const user = findUserById(session.user_id)
  if (!user) return refused(UNAUTHENTICATED)
  if (user.status === 'inactive') return refused(ACCOUNT_DEACTIVATED)
  if (user.is_password_reset) return refused(PASSWORD_CHANGED)

  const current = nowMs()
  if (current >= lifetimeEndMs(session)) return refused(SESSION_LIFETIME_ENDED)
  if (mode === 'bearer') {
    const expiresMs = Math.min(payload.exp * 1000, Date.parse(session.access_expires_at))
    if (current >= expiresMs) return refused(SESSION_EXPIRED)
  } else if (current > Date.parse(session.refresh_until)) {
    return refused(SESSION_EXPIRED)
  }
  markActive(session)
  return { ok: true, user, session: findSession(session.id) ?? session }
}
