import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { useFreshDatabase } from '../test/use-fresh-database'
import {
  issueRecoveryCodes,
  newRecoveryCode,
  recoveryCodesLeft,
  redeemRecoveryCode,
  voidRecoveryCodes,
} from './recovery-codes'

useFreshDatabase()

const userId = 4242
// Written out, not imported: the alphabet without look-alikes the codes must be drawn from.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const codesOf = (user: number) => db.recovery_code.getAll().filter((row) => row.user_id === user)

describe('two-factor recovery codes', () => {
  it('are XXXX-XXXX from an alphabet without look-alikes (0/O, 1/I/L), drawn at random', () => {
    const drawn = Array.from({ length: 500 }, () => newRecoveryCode())
    for (const code of drawn) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(new Set(drawn).size).toBe(drawn.length)
    // Every symbol turns up: no bias towards part of the alphabet.
    expect(new Set(drawn.join('').replace(/-/g, ''))).toEqual(new Set(ALPHABET))
  })

  it('are issued 10 at a time, counted, and kept only as salted hashes', async () => {
    const codes = await issueRecoveryCodes(userId)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(recoveryCodesLeft(userId)).toBe(10)
    const stored = JSON.stringify(codesOf(userId))
    for (const code of codes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
    const hashes = codesOf(userId).map((row) => row.code_hash)
    expect(new Set(hashes.map((hash) => hash.split('$')[2])).size, 'one salt per code').toBe(10)
  })

  it('each work once, typed in any case, with or without the hyphen', async () => {
    const [first, second] = await issueRecoveryCodes(userId)
    expect(await redeemRecoveryCode(userId, first ?? '')).toEqual({ ok: true, left: 9 })
    expect(await redeemRecoveryCode(userId, first ?? '')).toEqual({ ok: false })
    expect(await redeemRecoveryCode(userId, (second ?? '').replace('-', '').toLowerCase())).toEqual({
      ok: true,
      left: 8,
    })
    expect(recoveryCodesLeft(userId)).toBe(8)
  })

  it("belong to one user: another user's code does not work", async () => {
    const [theirs] = await issueRecoveryCodes(userId + 1)
    await issueRecoveryCodes(userId)
    expect(await redeemRecoveryCode(userId, theirs ?? '')).toEqual({ ok: false })
  })

  it('are voided all together by a new set or on demand', async () => {
    const old = await issueRecoveryCodes(userId)
    const fresh = await issueRecoveryCodes(userId)
    expect(recoveryCodesLeft(userId)).toBe(10)
    expect(await redeemRecoveryCode(userId, old[0] ?? '')).toEqual({ ok: false })
    expect(await redeemRecoveryCode(userId, fresh[0] ?? '')).toMatchObject({ ok: true })
    voidRecoveryCodes(userId)
    expect(recoveryCodesLeft(userId)).toBe(0)
    expect(await redeemRecoveryCode(userId, fresh[1] ?? '')).toEqual({ ok: false })
  })
})
