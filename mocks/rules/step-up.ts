import type { codeOrPasswordBodySchema } from '@contract/two-factor'
import type { z } from 'zod'
import { tooManyRequests, unprocessable } from '../answers'
import type { UserRow } from '../db'
import { findTwoFactor, saveTwoFactor } from '../db/two-factor'
import { verifyPassword } from './passwords'
import { clearStepUpFailures, recordStepUpFailure, stepUpRetryAfter, tooManyStepUpsMessage } from './step-up-throttle'
import { checkTotp, INVALID_TOTP_MESSAGE } from './totp'

/**
 * A fresh proof from the person at the keyboard before a sensitive action (ASVS 6.4.3,
 * docs/product/quality-targets.md#security): the code their authenticator shows now, or their password. Wrong
 * ones are counted and limited by the step-up throttle, whatever the action.
 */
export type Proof = z.output<typeof codeOrPasswordBodySchema>

const TWO_FACTOR_OFF = 'Two-factor authentication is off: enter your password instead.'

/** Null when the proof is right (a code's time step is then spent), otherwise the answer to give. */
export async function refuseProof(user: UserRow, proof: Proof) {
  const retryAfter = stepUpRetryAfter(user.id)
  if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyStepUpsMessage(retryAfter))
  if (proof.code) {
    const twoFactor = findTwoFactor(user.id)
    if (!twoFactor?.secret) return unprocessable({ code: [TWO_FACTOR_OFF] })
    const check = checkTotp(twoFactor.secret, proof.code, twoFactor.last_step)
    if (!check.ok) {
      recordStepUpFailure(user.id)
      return unprocessable({ code: [INVALID_TOTP_MESSAGE] })
    }
    saveTwoFactor(user.id, { last_step: check.step })
  } else if (!(await verifyPassword(proof.password ?? '', user.password_hash))) {
    recordStepUpFailure(user.id)
    return unprocessable({ password: ['The password is incorrect.'] })
  }
  clearStepUpFailures(user.id)
  return null
}
