import { contract } from '@contract'
import { implement, success, tooManyRequests, unprocessable } from '../adapter'
import { isoIn, isPast, MINUTE_MS, nowIso } from '../clock'
import { db, type UserRow } from '../db'
import { findTwoFactor, isTwoFactorEnabled, saveTwoFactor } from '../db/two-factor'
import { findCompanyById, findUserByEmail, findUserById, updateUser } from '../db/users'
import { notices } from '../notices'
import { notify } from '../notify'
import { emails, sendEmail } from '../outbox'
import { logSignIn } from '../rules/access-log'
import { deviceName, rememberDevice } from '../rules/known-devices'
import { placeOf } from '../rules/places'
import { presentUser, userTypeOf } from '../presenters/user'
import { codeRequestRetryAfter, recordCodeRequest, tooManyCodeRequestsMessage } from '../rules/code-requests'
import { clearLoginFailures, loginRetryAfter, recordLoginFailure, tooManyLoginsMessage } from '../rules/login-throttle'
import { CODE_LIFETIME_MS, consumeCode, INVALID_CODE_MESSAGE, issueCode } from '../rules/one-time-codes'
import { tooManyWrongCodesMessage } from '../rules/wrong-codes'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { redeemRecoveryCode } from '../rules/recovery-codes'
import { consumeResetToken, issueResetToken, resetLink } from '../rules/reset-tokens'
import { ACCOUNT_DEACTIVATED, endSession, voidSessions } from '../rules/sessions'
import { bearerToken, refreshedToken, startSession } from '../rules/tokens'
import { checkTotp, INVALID_TOTP_MESSAGE } from '../rules/totp'

const routes = contract.auth

export const WRONG_CREDENTIALS = 'These credentials do not match our records.'
export const LOGIN_CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS
export const MAX_CHALLENGE_ATTEMPTS = 5
export const RESET_TOKEN_LIFETIME_MS = 30 * MINUTE_MS
const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please log in again.'
const INVALID_RECOVERY_CODE = 'The recovery code is invalid or has already been used.'

/** A recovery code works once: the login says how many are left, and what to do when few are. */
function recoveryCodeLoginMessage(left: number): string {
  if (left === 0)
    return 'Logged in with your last recovery code. You have no recovery codes left: make new ones in Account Settings now.'
  const count = `You have ${left} recovery code${left === 1 ? '' : 's'} left.`
  return left <= 3
    ? `Logged in with a recovery code. ${count} Make new ones in Account Settings soon.`
    : `Logged in with a recovery code. ${count}`
}
const INVALID_RESET_TOKEN =
  'This password reset link is invalid or has expired. Please start again from "Forgot password".'

// Unknown addresses spend the same hashing effort as known ones, so timing does not tell them apart.
let decoyHash: Promise<string> | null = null
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-accounts'))

/**
 * Why a person with the right password still may not sign in. These are 422s on the email field,
 * not 403s: the client turns a 403 into a redirect to the error page.
 */
function signInRefusal(user: UserRow): string | null {
  if (user.status === 'inactive') return ACCOUNT_DEACTIVATED
  if (user.is_password_reset)
    return 'An administrator has reset your password. Use "Forgot password" to choose a new one.'
  if (findCompanyById(user.company_id)?.status !== 'active') {
    return 'Your company account is awaiting activation. We will e-mail you as soon as it is active.'
  }
  return null
}

async function signIn(user: UserRow, request: Request) {
  clearLoginFailures(user.email)
  // In the browser's mock the page's fetch carries no User-Agent header; the browser is the same one.
  const userAgent = request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? null : navigator.userAgent)
  const { token } = await startSession(user.id, { userAgent, place: placeOf(request) })
  if (rememberDevice(user.id, userAgent)) notify(user, notices.newDevice(deviceName(userAgent)))
  logSignIn(user, deviceName(userAgent))
  return { user: presentUser(user), token, userType: userTypeOf(user) }
}

function openChallenge(userId: number) {
  return db.login_challenge
    .getAll()
    .find(
      (row) =>
        row.user_id === userId && !row.consumed_at && !isPast(row.expires_at) && row.attempts < MAX_CHALLENGE_ATTEMPTS,
    )
}

export const authHandlers = [
  implement(routes.login, async ({ body, request }) => {
    const retryAfter = loginRetryAfter(body.email)
    if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyLoginsMessage(retryAfter))

    const user = findUserByEmail(body.email)
    const passwordMatches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()))
    if (!user || !passwordMatches) {
      recordLoginFailure(body.email)
      return unprocessable({ email: [WRONG_CREDENTIALS] })
    }

    const refusal = signInRefusal(user)
    if (refusal) return unprocessable({ email: [refusal] })

    if (isTwoFactorEnabled(user.id)) {
      for (const earlier of db.login_challenge.getAll().filter((row) => row.user_id === user.id && !row.consumed_at)) {
        db.login_challenge.update({ where: { id: { equals: earlier.id } }, data: { consumed_at: nowIso() } })
      }
      db.login_challenge.create({ user_id: user.id, expires_at: isoIn(LOGIN_CHALLENGE_LIFETIME_MS), attempts: 0 })
      return success(
        {
          is_2fa_enabled: true as const,
          user_id: user.id,
          message: 'Enter the 6-digit code from your authenticator app.',
        },
        'Two-factor authentication is required.',
      )
    }
    return success(await signIn(user, request), 'Logged in successfully.')
  }),

  implement(routes.verifyOtp, async ({ body, request }) => {
    const user = findUserById(body.user_id)
    const challenge = user ? openChallenge(user.id) : undefined
    const secret = user ? findTwoFactor(user.id) : null
    const field = body.recovery_code ? 'recovery_code' : 'code'
    if (!user || !challenge || !secret?.secret) return unprocessable({ [field]: [SIGN_IN_EXPIRED] })

    const retryAfter = loginRetryAfter(user.email)
    if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyLoginsMessage(retryAfter))

    const failed = (errors: Record<string, string[]>) => {
      db.login_challenge.update({ where: { id: { equals: challenge.id } }, data: { attempts: challenge.attempts + 1 } })
      recordLoginFailure(user.email)
      return unprocessable(errors)
    }

    let recoveryCodesLeft: number | null = null
    if (body.recovery_code) {
      const redeemed = await redeemRecoveryCode(user.id, body.recovery_code)
      if (!redeemed.ok) return failed({ recovery_code: [INVALID_RECOVERY_CODE] })
      recoveryCodesLeft = redeemed.left
    } else {
      const check = checkTotp(secret.secret, body.code ?? '', secret.last_step)
      if (!check.ok) return failed({ code: [INVALID_TOTP_MESSAGE] })
      saveTwoFactor(user.id, { last_step: check.step })
    }

    db.login_challenge.update({ where: { id: { equals: challenge.id } }, data: { consumed_at: nowIso() } })
    const refusal = signInRefusal(user)
    if (refusal) return unprocessable({ [field]: [refusal] })
    if (recoveryCodesLeft === null) return success(await signIn(user, request), 'Logged in successfully.')
    const session = await signIn(user, request)
    notify(user, notices.recoveryCodeUsed(recoveryCodesLeft))
    return success(session, recoveryCodeLoginMessage(recoveryCodesLeft))
  }),

  implement(routes.me, ({ user }) => success({ user: presentUser(user) }, 'The signed-in user.')),

  implement(routes.refresh, async ({ session, request }) =>
    success({ token: await refreshedToken(session, bearerToken(request)) }, 'Token refreshed.'),
  ),

  implement(routes.logout, ({ session }) => {
    endSession(session.id, 'logout')
    return success(null, 'Logged out successfully.')
  }),

  implement(routes.forgotPassword, async ({ body }) => {
    const wait = codeRequestRetryAfter('password_reset', body.email)
    if (wait > 0) return tooManyRequests(wait, tooManyCodeRequestsMessage(wait, 'password reset email'))
    recordCodeRequest('password_reset', body.email)
    const user = findUserByEmail(body.email)
    if (user && user.status === 'active') {
      // The code (for the login dialog) and the link (for the /reset-password page) expire together,
      // and the next request voids both.
      const code = await issueCode('password_reset', user.email)
      const linkToken = await issueResetToken(user, CODE_LIFETIME_MS)
      sendEmail(user.email, emails.passwordResetCode(code, resetLink(user.email, linkToken)))
    }
    // Same words, known address or not (ASVS 6.3.8).
    return success(
      null,
      'If an account exists for this address, we have e-mailed it a code to reset the password. The code expires in 10 minutes.',
    )
  }),

  implement(routes.resetVerifyOtp, async ({ body }) => {
    const check = await consumeCode('password_reset', body.email, body.code)
    if (!check.ok && check.reason === 'throttled')
      return tooManyRequests(check.retryAfter, tooManyWrongCodesMessage(check.retryAfter))
    const user = findUserByEmail(body.email)
    if (!check.ok || !user) return unprocessable({ code: [INVALID_CODE_MESSAGE] })

    const token = await issueResetToken(user, RESET_TOKEN_LIFETIME_MS)
    return success({ email: user.email, token }, 'The code is correct. Choose a new password.')
  }),

  implement(routes.resetPassword, async ({ body }) => {
    const { email, token, password } = body
    const user = findUserByEmail(email)
    if (!user || !(await consumeResetToken(user.id, token))) return unprocessable({ token: [INVALID_RESET_TOKEN] })

    const at = nowIso()
    updateUser(user.id, {
      password_hash: await hashPassword(password),
      password_changed_at: at,
      is_password_reset: false,
      is_force_change_password: false,
    })
    voidSessions(user.id, 'password_reset')
    clearLoginFailures(user.email)
    notify(user, notices.passwordReset())
    // Two-factor stays on: the next sign-in still asks for the code (ASVS 6.4.3).
    return success(null, 'Your password has been reset. You can now log in with your new password.')
  }),
]
