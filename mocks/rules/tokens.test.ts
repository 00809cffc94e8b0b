import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { findUserByEmail } from '../db/users'
import { personas } from '../seed/personas'
import { useFreshDatabase } from '../test/use-fresh-database'
import { SESSION_EXPIRED, UNAUTHENTICATED } from './sessions'
import { authenticate, issueToken, readToken, refreshedToken as answerRefresh, startSession } from './tokens'

useFreshDatabase()

// The lifetimes are written out, not imported, so a changed lifetime fails here.
const SIXTY_MINUTES_MS = 60 * 60_000
const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60_000
const DAY_MS = 24 * 60 * 60_000
const THIRTY_SECONDS_MS = 30_000
const REUSE = 'Your session has ended for your security because an old sign-in token was used. Please log in again.'
const LIFETIME_ENDED = 'You have been signed in for 30 days, the longest a session lasts. Please log in again.'

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

  it('answer the token a refresh replaced, within 30 seconds, with the same successor, even once it was used', async () => {
    const { token: first } = await startSession(maria().id)
    const second = await refreshedToken(first)
    expect(await authenticate(second, 'bearer')).toMatchObject({ ok: true })
    clock.advance(THIRTY_SECONDS_MS - 1_000)

    expect(await refreshedToken(first)).toBe(second)
    expect(await authenticate(second, 'bearer')).toMatchObject({ ok: true })
  })

  it('end the whole session when the token a refresh replaced is presented after the 30 seconds (reuse detection)', async () => {
    const { token: first } = await startSession(maria().id)
    const second = await refreshedToken(first)
    clock.advance(THIRTY_SECONDS_MS + 1_000)

    expect(await authenticate(first, 'refresh')).toMatchObject({ ok: false, message: REUSE })
    expect(await authenticate(second, 'bearer')).toMatchObject({ ok: false, message: REUSE })
  })

  it('end the whole session when a token two rotations back is presented, however soon', async () => {
    const { token: first } = await startSession(maria().id)
    const second = await refreshedToken(first)
    const third = await refreshedToken(second)

    expect(await authenticate(first, 'refresh')).toMatchObject({ ok: false, message: REUSE })
    expect(await authenticate(third, 'bearer')).toMatchObject({ ok: false, message: REUSE })
  })

  it('stop working 30 days after sign-in however often the session was refreshed, and say so', async () => {
    const { token: first } = await startSession(maria().id)
    clock.advance(13 * DAY_MS)
    const second = await refreshedToken(first)
    clock.advance(13 * DAY_MS)
    const third = await refreshedToken(second)
    clock.advance(4 * DAY_MS - 30 * 60_000)
    const last = await refreshedToken(third)
    // A token issued 30 minutes before the end lives 30 minutes, not 60.
    const { exp, iat } = decodePayload(last) as { exp: number; iat: number }
    expect(exp - iat).toBe(30 * 60)
    expect(await authenticate(last, 'bearer')).toMatchObject({ ok: true })

    clock.advance(30 * 60_000)
    expect(await authenticate(last, 'bearer')).toEqual({ ok: false, message: LIFETIME_ENDED })
    expect(await authenticate(last, 'refresh')).toEqual({ ok: false, message: LIFETIME_ENDED })
  })
})

/** What the refresh route answers for `presented`, as the route does once authenticate() let it through. */
async function refreshedToken(presented: string): Promise<string> {
  const verdict = await authenticate(presented, 'refresh')
  if (!verdict.ok) throw new Error(`refresh refused: ${verdict.message}`)
  return answerRefresh(verdict.session, presented)
}
