import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { useFreshDatabase } from '../test/use-fresh-database'
import { loginRetryAfter } from './login-throttle'
import { clearStepUpFailures, recordStepUpFailure, stepUpRetryAfter, tooManyStepUpsMessage } from './step-up-throttle'

useFreshDatabase()

// The limits are written out, not imported, so a changed limit fails here.
const FIFTEEN_MINUTES_MS = 15 * 60_000
const userId = 7
const failTimes = (times: number, user = userId) => {
  for (let index = 0; index < times; index += 1) recordStepUpFailure(user)
}

describe('wrong proofs from a signed-in person (current password, two-factor code, recovery-code regeneration)', () => {
  it('allows 10 in 15 minutes per user, then asks that user alone to wait', () => {
    failTimes(9)
    expect(stepUpRetryAfter(userId)).toBeNull()
    failTimes(1)
    const wait = stepUpRetryAfter(userId)
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect(stepUpRetryAfter(userId + 1)).toBeNull()
  })

  it('lets the user try again once the window has passed, or after a right proof', () => {
    failTimes(10)
    clock.advance(FIFTEEN_MINUTES_MS + 1_000)
    expect(stepUpRetryAfter(userId)).toBeNull()
    failTimes(10)
    clearStepUpFailures(userId)
    expect(stepUpRetryAfter(userId)).toBeNull()
  })

  it('is counted apart from failed logins, so a borrowed session cannot lock its owner out of logging in', () => {
    failTimes(10)
    expect(loginRetryAfter('maria.santos@bayanihantech.ph')).toBeNull()
  })

  it('stays within NIST SP 800-63B with logins: together never more than 100 guesses an hour', () => {
    let allowed = 0
    for (let minute = 0; minute < 60; minute += 1) {
      for (let tries = 0; tries < 200 && stepUpRetryAfter(userId) === null; tries += 1) {
        recordStepUpFailure(userId)
        allowed += 1
      }
      clock.advance(60_000)
    }
    // Logins allow as many again: 40 + 40.
    expect(allowed).toBeLessThanOrEqual(50)
  })

  it('says when to try again', () => {
    expect(tooManyStepUpsMessage(840)).toBe('Too many wrong attempts. Please try again in 14 minutes.')
    expect(tooManyStepUpsMessage(5)).toBe('Too many wrong attempts. Please try again in 5 seconds.')
  })
})
