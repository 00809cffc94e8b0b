import { now as clockNow } from '@/lib/clock'

/**
 * Reads the expiry of a JWT access token from its payload. The signature is the server's business;
 * the client only needs `exp` to decide when to refresh, so no JWT library is pulled in.
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The token's expiry in milliseconds since the epoch, or null when the token has no readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload))
    if (claims === null || typeof claims !== 'object' || !('exp' in claims)) return null
    const { exp } = claims
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}

/** Milliseconds left before the token expires: 0 or less once expired, and for an unreadable token. */
export function msUntilExpiry(token: string, now: number = clockNow()): number {
  const expiresAt = tokenExpiresAt(token)
  return expiresAt === null ? 0 : expiresAt - now
}

/** docs/product/states.md#token-check: a token is valid while the expiry in its payload is later than now. */
export function isTokenValid(token: string | null | undefined, now: number = clockNow()): boolean {
  return typeof token === 'string' && msUntilExpiry(token, now) > 0
}
