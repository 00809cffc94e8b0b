import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { checkTotp, generateTotp, newTotpSecret, otpauthUrl, totpStep } from './totp'

// RFC 6238's 30-second step, written out rather than imported, so a changed step fails here.
const STEP_MS = 30_000
// 5 seconds into a step, so a test has 25 seconds before the step turns over.
const START = Math.ceil(Date.UTC(2026, 5, 1) / STEP_MS) * STEP_MS + 5_000

afterEach(() => clock.reset())

describe('authenticator codes (RFC 6238)', () => {
  const secret = newTotpSecret()

  it('use a 20-byte secret and a URL an authenticator app reads', () => {
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20)
    const url = otpauthUrl(secret, 'maria.santos@bayanihantech.ph')
    expect(url).toMatch(/^otpauth:\/\/totp\/Empleo:maria\.santos%40bayanihantech\.ph\?/)
    expect(url).toContain('algorithm=SHA1')
    expect(url).toContain('digits=6')
    expect(url).toContain('period=30')
  })

  it('match what any RFC 6238 implementation computes', () => {
    const reference = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
    expect(generateTotp(secret, START)).toBe(reference.generate({ timestamp: START }))
  })

  it('accept the current step and the one before, as the mock clock moves', () => {
    clock.set(START)
    const code = generateTotp(secret)
    expect(checkTotp(secret, code, null)).toEqual({ ok: true, step: totpStep(START) })
    clock.advance(STEP_MS)
    expect(checkTotp(secret, code, null)).toEqual({ ok: true, step: totpStep(START) })
  })

  it('refuse a code from two steps ago, and a code from the future', () => {
    const code = generateTotp(secret, START)
    expect(checkTotp(secret, code, null, START + 2 * STEP_MS)).toEqual({ ok: false, reason: 'wrong' })
    expect(checkTotp(secret, generateTotp(secret, START + STEP_MS), null, START)).toEqual({
      ok: false,
      reason: 'wrong',
    })
  })

  it('never accept the same step twice for a user', () => {
    const first = checkTotp(secret, generateTotp(secret, START), null, START)
    expect(first.ok).toBe(true)
    const lastStep = first.ok ? first.step : null
    expect(checkTotp(secret, generateTotp(secret, START), lastStep, START + 1_000)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    // Nor the previous step once a later one was used.
    expect(checkTotp(secret, generateTotp(secret, START - STEP_MS), lastStep, START + 1_000)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    expect(checkTotp(secret, generateTotp(secret, START + STEP_MS), lastStep, START + STEP_MS)).toMatchObject({
      ok: true,
    })
  })

  it('refuse a code of another secret', () => {
    expect(checkTotp(newTotpSecret(), generateTotp(secret, START), null, START)).toEqual({ ok: false, reason: 'wrong' })
  })
})
