import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { findUserByEmail } from '../db/users'
import { personas } from '../seed/personas'
import { useFreshDatabase } from '../test/use-fresh-database'
import { findSession, SESSION_EXPIRED, UNAUTHENTICATED } from './sessions'
import { authenticate, issueToken, readToken, startSession } from './tokens'

useFreshDatabase()

// The lifetimes are written out, not imported, so a changed lifetime fails here.
const SIXTY_MINUTES_MS = 60 * 60_000
const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60_000

const maria = () => {
  const user = findUserByEmail(personas.regular.email)
  if (!user) throw new Error('the seed has no regular persona')
  return user
}

const decodePayload = (token: string): unknown =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))

describe('access tokens', () => {
  it('have the JWT shape with sub, sid, jti, iat and an exp 60 minutes later', async () => {
    const { session, token } = await startSession(maria().id)
    expect(token.split('.')).toHaveLength(3)
    const payload = decodePayload(token)
    expect(payload).toEqual({
      sub: maria().id,
      sid: session.id,
      jti: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    })
    const { iat, exp } = payload as { iat: number; exp: number }
    expect(exp - iat).toBe(3600)
  })

  it('are refused once tampered with', async () => {
    const { token } = await startSession(maria().id)
    const [header, , signature] = token.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 2, sid: 'x', jti: 'y', iat: 1, exp: 9_999_999_999 })).toString('base64url')}.${signature}`
    expect(await readToken(forged)).toBeNull()
    expect(await authenticate(forged, 'bearer')).toEqual({ ok: false, message: UNAUTHENTICATED })
    expect(await authenticate('not-a-token', 'bearer')).toEqual({ ok: false, message: UNAUTHENTICATED })
  })

  it('work for 60 minutes of mock time and are refused after', async () => {
    const { token } = await startSession(maria().id)
    clock.advance(SIXTY_MINUTES_MS - 10_000)
    expect(await authenticate(token, 'bearer')).toMatchObject({ ok: true })
    clock.advance(10_000)
    expect(await authenticate(token, 'bearer')).toEqual({ ok: false, message: SESSION_EXPIRED })
  })

  it('can be refreshed after expiry, for 14 days', async () => {
    const { token } = await startSession(maria().id)
    clock.advance(FOURTEEN_DAYS_MS - 60_000)
    expect(await authenticate(token, 'refresh')).toMatchObject({ ok: true })
    clock.advance(120_000)
    expect(await authenticate(token, 'refresh')).toEqual({ ok: false, message: SESSION_EXPIRED })
  })

  it('rotate on refresh: the old token stops working, the new one works', async () => {
    const { session, token: old } = await startSession(maria().id)
    const fresh = await issueToken(session)
    expect(await authenticate(old, 'bearer')).toEqual({ ok: false, message: UNAUTHENTICATED })
    expect(await authenticate(fresh, 'bearer')).toMatchObject({ ok: true })
  })

  it('end the whole session when a rotated token is presented for refresh once its successor was used (reuse detection)', async () => {
    const { session, token: old } = await startSession(maria().id)
    const fresh = await issueToken(session)
    expect(await authenticate(fresh, 'bearer')).toMatchObject({ ok: true })
    const reuse = await authenticate(old, 'refresh')
    expect(reuse).toMatchObject({ ok: false, message: expect.stringMatching(/old sign-in token/) })
    expect(await authenticate(fresh, 'bearer')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/old sign-in token/),
    })
  })

  it('refresh again from the rotated token while its successor was never presented (an answer lost), and only from that one', async () => {
    const { session, token: first } = await startSession(maria().id)
    const second = await refreshed(session.id)
    const lost = await refreshed(session.id)

    // `lost` never reached the client, which still holds `second`.
    const again = await authenticate(second, 'refresh')
    expect(again).toMatchObject({ ok: true })
    if (!again.ok) return
    const third = await issueToken(again.session)
    expect(await authenticate(lost, 'bearer')).toEqual({ ok: false, message: UNAUTHENTICATED })
    expect(await authenticate(third, 'bearer')).toMatchObject({ ok: true })

    // A token two rotations back is reuse, whatever was seen.
    expect(await authenticate(first, 'refresh')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/old sign-in token/),
    })
  })
})

/** The session's current token traded for a new one, as the refresh route does. */
async function refreshed(sessionId: string): Promise<string> {
  const session = findSession(sessionId)
  if (!session) throw new Error('no such session')
  return issueToken(session)
}
