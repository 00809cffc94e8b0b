import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../db/users'
import { personas } from '../seed/personas'
import { useFreshDatabase } from '../test/use-fresh-database'
import {
  ACCOUNT_DEACTIVATED,
  endedSessionMessage,
  liveSessionsOf,
  PASSWORD_CHANGED,
  UNAUTHENTICATED,
  voidSessions,
} from './sessions'
import { authenticate, startSession } from './tokens'

useFreshDatabase()

const mariaId = () => findUserByEmail(personas.regular.email)?.id ?? 0

describe('ending sessions', () => {
  it('ends the other sessions on a password change and keeps the one that made it', async () => {
    const here = await startSession(mariaId())
    const phone = await startSession(mariaId())
    const laptop = await startSession(mariaId())
    expect(voidSessions(mariaId(), 'password_changed', { except: here.session.id })).toBe(2)
    expect(await authenticate(here.token, 'bearer')).toMatchObject({ ok: true })
    for (const other of [phone, laptop]) {
      expect(await authenticate(other.token, 'bearer')).toEqual({ ok: false, message: PASSWORD_CHANGED })
    }
  })

  it('ends every session on a deactivation, and says why', async () => {
    const one = await startSession(mariaId())
    await startSession(mariaId())
    voidSessions(mariaId(), 'deactivated')
    expect(liveSessionsOf(mariaId())).toEqual([])
    expect(await authenticate(one.token, 'refresh')).toEqual({ ok: false, message: ACCOUNT_DEACTIVATED })
  })

  it("leaves other users' sessions alone", async () => {
    const jose = findUserByEmail(personas.twoFactor.email)?.id ?? 0
    const theirs = await startSession(jose)
    await startSession(mariaId())
    voidSessions(mariaId(), 'password_reset')
    expect(await authenticate(theirs.token, 'bearer')).toMatchObject({ ok: true })
  })

  it('has a message for every reason a session ends', () => {
    expect(endedSessionMessage('logout')).toBe(UNAUTHENTICATED)
    expect(endedSessionMessage('admin_password_reset')).toBe(
      'Your session has expired due to a password change. Please log in again.',
    )
    expect(endedSessionMessage('two_factor_changed')).toMatch(/two-factor/)
    expect(endedSessionMessage('signed_out_elsewhere')).toBe(
      'You were signed out from another device. Please log in again.',
    )
  })
})
