import { describe, expect, it } from 'vitest'
import { fakeToken } from './testing/session-fixtures'
import { isTokenValid, msUntilExpiry, tokenExpiresAt } from './token'

const now = Date.UTC(2026, 2, 2, 1, 0, 0)

describe('access token expiry', () => {
  it('reads the expiry from the payload', () => {
    expect(tokenExpiresAt(fakeToken(900, { now }))).toBe(now + 900_000)
  })

  it('counts the time left, negative once expired', () => {
    expect(msUntilExpiry(fakeToken(900, { now }), now)).toBe(900_000)
    expect(msUntilExpiry(fakeToken(-60, { now }), now)).toBe(-60_000)
  })

  it('holds a token valid until its expiry, and not at or after it', () => {
    const token = fakeToken(60, { now })
    expect(isTokenValid(token, now)).toBe(true)
    expect(isTokenValid(token, now + 60_000)).toBe(false)
  })

  it('reads a payload written in base64url with characters that plain base64 would not use', () => {
    // The subject below makes the payload contain '-' and '_' once encoded.
    const token = fakeToken(60, { now, sub: '>>>???' })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(tokenExpiresAt(token)).toBe(now + 60_000)
  })

  it.each([
    ['a token without a payload', 'not-a-jwt'],
    ['a payload that is not JSON', 'header.bm90IGpzb24.signature'],
    ['a payload without exp', `header.${btoa(JSON.stringify({ sub: '1' }))}.signature`],
    ['nothing at all', null],
  ])('treats %s as expired', (_case, token) => {
    expect(isTokenValid(token, now)).toBe(false)
    if (token) expect(msUntilExpiry(token, now)).toBe(0)
  })
})
