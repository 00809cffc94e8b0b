import { Secret, TOTP } from 'otpauth'
import { nowMs } from '../clock'
import { constantTimeEqual } from '../crypto'

/**
 * RFC 6238 as authenticator apps implement it: SHA-1, 6 digits, 30-second steps, 20-byte secrets.
 * The current step and the one before are accepted (clock drift, RFC 6238 §5.2), never a future one,
 * and a step once accepted for a user is never accepted again (replay).
 */
export const TOTP_PERIOD_SECONDS = 30
const ISSUER = 'Empleo'

const totpFor = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function otpauthUrl(secret: string, account: string): string {
  return totpFor(secret, account).toString()
}

export function totpStep(atMs: number = nowMs()): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code an authenticator shows at that instant (tests and the demo panel use it). */
export function generateTotp(secret: string, atMs: number = nowMs()): string {
  return totpFor(secret).generate({ timestamp: atMs })
}

export const INVALID_TOTP_MESSAGE =
  'The code is invalid or has expired. Enter the code your authenticator app shows now.'

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' }

export function checkTotp(
  secret: string,
  code: string,
  lastAcceptedStep: number | null,
  atMs: number = nowMs(),
): TotpCheck {
  const current = totpStep(atMs)
  for (const step of [current, current - 1]) {
    const expected = generateTotp(secret, step * TOTP_PERIOD_SECONDS * 1000)
    if (!constantTimeEqual(expected, code.trim())) continue
    // A last step ahead of now only happens when the demo clock was moved back; it then says nothing.
    const replayed = lastAcceptedStep != null && lastAcceptedStep <= current && step <= lastAcceptedStep
    if (replayed) return { ok: false, reason: 'replayed' }
    return { ok: true, step }
  }
  return { ok: false, reason: 'wrong' }
}
