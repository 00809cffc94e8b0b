import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { useFreshDatabase } from '../test/use-fresh-database'
import { consumeCode, issueCode } from './one-time-codes'

useFreshDatabase()

const email = 'new.owner@example.ph'
// The limits are written out, not imported, so a changed limit fails here.
const TEN_MINUTES_MS = 10 * 60_000

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe('e-mailed one-time codes', () => {
  it('are 6 digits and stored only as a salted hash', async () => {
    const code = await issueCode('signup', email)
    expect(code).toMatch(/^\d{6}$/)
    const stored = JSON.stringify(db.one_time_code.getAll())
    expect(stored).not.toContain(`"${code}"`)
    expect(stored).not.toContain(`:${code}`)
  })

  it('work until 10 minutes have passed, and not after', async () => {
    const code = await issueCode('signup', email)
    clock.advance(TEN_MINUTES_MS - 5_000)
    expect(await consumeCode('signup', email, code)).toEqual({ ok: true })

    const later = await issueCode('signup', email)
    clock.advance(TEN_MINUTES_MS + 1)
    expect(await consumeCode('signup', email, later)).toEqual({ ok: false, reason: 'expired' })
  })

  it('work once', async () => {
    const code = await issueCode('password_reset', email)
    expect(await consumeCode('password_reset', email, code)).toEqual({ ok: true })
    expect(await consumeCode('password_reset', email, code)).toEqual({ ok: false, reason: 'missing' })
  })

  it('are void after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const code = await issueCode('signup', email)
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await consumeCode('signup', email, wrongCodeFor(code))).toEqual({ ok: false, reason: 'wrong' })
    }
    expect(await consumeCode('signup', email, code)).toEqual({ ok: false, reason: 'exhausted' })
  })

  it('are voided by a resend: only the newest code works', async () => {
    const first = await issueCode('signup', email)
    let second = await issueCode('signup', email)
    while (second === first) second = await issueCode('signup', email) // one chance in a million
    expect(await consumeCode('signup', email, first)).toEqual({ ok: false, reason: 'wrong' })
    expect(await consumeCode('signup', email, second)).toEqual({ ok: true })
  })

  it('are bound to their purpose and their address', async () => {
    const code = await issueCode('signup', email)
    expect(await consumeCode('password_reset', email, code)).toEqual({ ok: false, reason: 'missing' })
    expect(await consumeCode('signup', 'someone.else@example.ph', code)).toEqual({ ok: false, reason: 'missing' })
    expect(await consumeCode('signup', ' New.Owner@Example.PH ', code)).toEqual({ ok: true })
  })
})
