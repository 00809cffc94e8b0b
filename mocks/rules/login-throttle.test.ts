import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { useFreshDatabase } from '../test/use-fresh-database'
import { clearLoginFailures, loginRetryAfter, recordLoginFailure, tooManyLoginsMessage } from './login-throttle'

useFreshDatabase()

// The limits are written out, not imported, so a changed limit fails here.
const FIFTEEN_MINUTES_MS = 15 * 60_000
const account = 'maria.santos@bayanihantech.ph'
const failTimes = (times: number) => {
  for (let index = 0; index < times; index += 1) recordLoginFailure(account)
}

describe('failed-login throttling per account', () => {
  it('lets an account try 10 times in 15 minutes, then asks it to wait', () => {
    failTimes(9)
    expect(loginRetryAfter(account)).toBeNull()
    failTimes(1)
    const wait = loginRetryAfter(account)
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
  })

  it('lets the account try again once the window has passed', () => {
    failTimes(10)
    clock.advance(FIFTEEN_MINUTES_MS + 1_000)
    expect(loginRetryAfter(account)).toBeNull()
  })

  it('counts the address however it is typed, and forgets it after a success', () => {
    for (let index = 0; index < 10; index += 1) recordLoginFailure(index % 2 ? account.toUpperCase() : ` ${account}`)
    expect(loginRetryAfter(account)).not.toBeNull()
    clearLoginFailures(account)
    expect(loginRetryAfter(account)).toBeNull()
  })

  it('stays within NIST SP 800-63B: never more than 100 failures an hour', () => {
    let allowed = 0
    for (let minute = 0; minute < 60; minute += 1) {
      // Bounded, so a broken throttle fails the test instead of hanging it.
      for (let tries = 0; tries < 200 && loginRetryAfter(account) === null; tries += 1) {
        recordLoginFailure(account)
        allowed += 1
      }
      clock.advance(60_000)
    }
    expect(allowed).toBeLessThanOrEqual(100)
  })

  it('says when to try again', () => {
    expect(tooManyLoginsMessage(840)).toBe('Too many failed login attempts. Please try again in 14 minutes.')
    expect(tooManyLoginsMessage(1)).toBe('Too many failed login attempts. Please try again in 1 second.')
  })
})
