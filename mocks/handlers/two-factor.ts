import { contract } from '@contract'
import { conflict, implement, success, tooManyRequests, unprocessable } from '../adapter'
import { nowIso } from '../clock'
import { findTwoFactor, saveTwoFactor } from '../db/two-factor'
import { emails, sendEmail } from '../outbox'
import { qrCodeDataUrl } from '../qr-code'
import { voidSessions } from '../rules/sessions'
import {
  clearStepUpFailures,
  recordStepUpFailure,
  stepUpRetryAfter,
  tooManyStepUpsMessage,
} from '../rules/step-up-throttle'
import { checkTotp, INVALID_TOTP_MESSAGE, newTotpSecret, otpauthUrl } from '../rules/totp'

/**
 * Authenticator setup. Turning two-factor on or off needs a code from the authenticator (proof of
 * possession, ASVS 6.4.3), ends the user's other sessions and tells them by e-mail.
 */
const routes = contract.twoFactor

const ALREADY_ON = 'Two-factor authentication is already on. Turn it off before setting it up again.'

export const twoFactorHandlers = [
  implement(routes.generate, ({ user }) => {
    if (findTwoFactor(user.id)?.secret) return conflict(ALREADY_ON)
    const secret = newTotpSecret()
    saveTwoFactor(user.id, { pending_secret: secret })
    const url = otpauthUrl(secret, user.email)
    return success(
      { secret, otpauth_url: url, qr_code: qrCodeDataUrl(url) },
      'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
    )
  }),

  implement(routes.enable, ({ user, session, body }) => {
    const current = findTwoFactor(user.id)
    if (current?.secret) return conflict(ALREADY_ON)
    if (!current?.pending_secret) return unprocessable({ code: ['Start the setup first: generate a new QR code.'] })

    const check = checkTotp(current.pending_secret, body.code, current.last_step)
    if (!check.ok) return unprocessable({ code: [INVALID_TOTP_MESSAGE] })

    saveTwoFactor(user.id, {
      secret: current.pending_secret,
      pending_secret: null,
      enabled_at: nowIso(),
      last_step: check.step,
    })
    voidSessions(user.id, 'two_factor_changed', { except: session.id })
    sendEmail(user.email, emails.twoFactorOn())
    return success(null, 'Two-factor authentication is now on.')
  }),

  implement(routes.disable, ({ user, session, body }) => {
    const current = findTwoFactor(user.id)
    if (!current?.secret) return conflict('Two-factor authentication is already off.')

    const retryAfter = stepUpRetryAfter(user.id)
    if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyStepUpsMessage(retryAfter))
    const check = checkTotp(current.secret, body.code, current.last_step)
    if (!check.ok) {
      recordStepUpFailure(user.id)
      return unprocessable({ code: [INVALID_TOTP_MESSAGE] })
    }
    clearStepUpFailures(user.id)

    saveTwoFactor(user.id, { secret: null, pending_secret: null, enabled_at: null, last_step: check.step })
    voidSessions(user.id, 'two_factor_changed', { except: session.id })
    sendEmail(user.email, emails.twoFactorOff())
    return success(null, 'Two-factor authentication is now off.')
  }),
]
