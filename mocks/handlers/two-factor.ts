import { contract } from '@contract'
import { conflict, implement, success, unprocessable } from '../adapter'
import { nowIso } from '../clock'
import { findTwoFactor, saveTwoFactor } from '../db/two-factor'
import { notices } from '../notices'
import { notify } from '../notify'
import { qrCodeDataUrl } from '../qr-code'
import { logOwnChange } from '../rules/access-log'
import { issueRecoveryCodes, recoveryCodesLeft, recoveryCodesMadeAt, voidRecoveryCodes } from '../rules/recovery-codes'
import { voidSessions } from '../rules/sessions'
import { refuseProof } from '../rules/step-up'
import { checkTotp, INVALID_TOTP_MESSAGE, newTotpSecret, otpauthUrl } from '../rules/totp'

/**
 * Authenticator setup and recovery codes. Turning two-factor on needs a code from the new
 * authenticator; turning it off or regenerating recovery codes needs a fresh code or the password
 * (ASVS 6.4.3), whose wrong guesses are limited (step-up throttle). Turning it on or off ends the
 * user's other sessions; every change is e-mailed to the user.
 */
const routes = contract.twoFactor

const ALREADY_ON = 'Two-factor authentication is already on. Turn it off before setting it up again.'
const ALREADY_OFF = 'Two-factor authentication is off.'
const SHOWN_ONCE = 'Save your recovery codes somewhere safe: they are shown only once.'

const enabledTwoFactor = (userId: number) => {
  const row = findTwoFactor(userId)
  return row?.secret ? { ...row, secret: row.secret } : null
}

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

  implement(routes.enable, async ({ user, session, body }) => {
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
    const recoveryCodes = await issueRecoveryCodes(user.id)
    voidSessions(user.id, 'two_factor_changed', { except: session.id })
    notify(user, notices.twoFactorOn())
    logOwnChange(user, 'sign_ins', 'two-factor authentication', 'To turn two-factor authentication on.')
    return success({ recovery_codes: recoveryCodes }, `Two-factor authentication is now on. ${SHOWN_ONCE}`)
  }),

  implement(routes.disable, async ({ user, session, body }) => {
    const current = enabledTwoFactor(user.id)
    if (!current) return conflict('Two-factor authentication is already off.')
    const refusal = await refuseProof(user, body)
    if (refusal) return refusal

    saveTwoFactor(user.id, { secret: null, pending_secret: null, enabled_at: null })
    voidRecoveryCodes(user.id)
    voidSessions(user.id, 'two_factor_changed', { except: session.id })
    notify(user, notices.twoFactorOff())
    logOwnChange(user, 'sign_ins', 'two-factor authentication', 'To turn two-factor authentication off.')
    return success(null, 'Two-factor authentication is now off.')
  }),

  implement(routes.recoveryCodes, ({ user }) => {
    if (!enabledTwoFactor(user.id)) return conflict(ALREADY_OFF)
    const left = recoveryCodesLeft(user.id)
    return success(
      { remaining: left, generated_at: recoveryCodesMadeAt(user.id) ?? findTwoFactor(user.id)?.enabled_at ?? nowIso() },
      `You have ${left} recovery code${left === 1 ? '' : 's'} left.`,
    )
  }),

  implement(routes.regenerateRecoveryCodes, async ({ user, body }) => {
    const current = enabledTwoFactor(user.id)
    if (!current) return conflict(ALREADY_OFF)
    const refusal = await refuseProof(user, body)
    if (refusal) return refusal

    const recoveryCodes = await issueRecoveryCodes(user.id)
    notify(user, notices.recoveryCodesRegenerated())
    logOwnChange(user, 'sign_ins', 'your recovery codes', 'To replace your recovery codes.')
    return success(
      { recovery_codes: recoveryCodes },
      `Here are your new recovery codes; the old ones no longer work. ${SHOWN_ONCE}`,
    )
  }),
]
