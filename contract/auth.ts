import { z } from 'zod'
import { ok, okMessage } from './envelope'
import {
  codeSchema,
  emailSchema,
  enteredPasswordSchema,
  newPasswordSchema,
  exactlyOneOf,
  optionalCodeSchema,
  optionalRecoveryCodeSchema,
} from './fields'
import { bearerRoute, c, publicRoute, refusing } from './router'
import { sessionSchema, userSchema } from './user'

export const loginBodySchema = z.object({ email: emailSchema, password: enteredPasswordSchema })

export const twoFactorChallengeSchema = z.object({
  is_2fa_enabled: z.literal(true),
  user_id: z.number().int(),
  message: z.string(),
})

/**
 * The login's two-factor step: the authenticator's code, or one of the recovery codes instead
 * (each works once), exactly one of them.
 */
export const verifyOtpBodySchema = z
  .object({
    user_id: z.coerce.number().int().positive(),
    code: optionalCodeSchema,
    recovery_code: optionalRecoveryCodeSchema,
  })
  .superRefine(
    exactlyOneOf(
      { field: 'code', missing: 'Enter the 6-digit code from your authenticator app, or a recovery code instead.' },
      {
        field: 'recovery_code',
        missing: 'Enter one of your recovery codes, or the 6-digit code from your authenticator app instead.',
      },
      'Give either the authenticator code or a recovery code, not both.',
    ),
  )
export const forgotPasswordBodySchema = z.object({ email: emailSchema })
export const resetVerifyOtpBodySchema = z.object({ email: emailSchema, code: codeSchema })

/** A new password typed twice: the mismatch is reported on the confirmation field. */
export const withConfirmation = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, password: newPasswordSchema, password_confirmation: z.string() })
    .refine((body) => body.password === body.password_confirmation, {
      path: ['password_confirmation'],
      message: 'The password confirmation does not match.',
    })

export const resetPasswordBodySchema = withConfirmation({
  email: emailSchema,
  token: z.string().min(1, 'The reset link is incomplete.'),
})

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/auth/login',
    contentType: 'multipart/form-data',
    body: loginBodySchema,
    responses: { 200: ok(z.union([sessionSchema, twoFactorChallengeSchema])) },
    metadata: refusing(publicRoute, {
      429: 'Ten failed logins of this account within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary: 'Log in with e-mail and password; answers a session, or a two-factor challenge',
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/verify-otp',
    contentType: 'multipart/form-data',
    body: verifyOtpBodySchema,
    responses: { 200: ok(sessionSchema) },
    metadata: refusing(publicRoute, {
      429: 'Ten failed logins of this account (wrong passwords, codes or recovery codes) within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary:
      'Complete a two-factor login with the authenticator code or a recovery code (each works once; the message says how many are left); wrong ones count as failed logins (429)',
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    responses: { 200: ok(z.object({ user: userSchema })) },
    metadata: bearerRoute,
    summary: 'The signed-in user',
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    contentType: 'multipart/form-data',
    body: c.noBody(),
    responses: { 200: ok(z.object({ token: z.string() })) },
    metadata: { auth: 'refresh' },
    summary: 'Trade the current (possibly expired) token for a new one; the old one stops working',
    description:
      'The bearer token may have expired: the signature and the session behind it are what count. A token whose session has ended (logout, a password change or reset, a two-factor change) answers 401. A token already traded ends its session with a 401 (reuse detection), except the token the current one replaced, for 30 seconds after the trade: it is answered with that same current token (an answer lost on its way, or two tabs refreshing at once), not a new one. The refresh window is 14 days from the last refresh, and a session ends 30 days after sign-in however often it is refreshed: past that, 401 says so.',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    contentType: 'multipart/form-data',
    body: c.noBody(),
    responses: { 200: okMessage },
    metadata: bearerRoute,
    summary: 'End this session',
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    contentType: 'multipart/form-data',
    body: forgotPasswordBodySchema,
    responses: { 200: okMessage },
    metadata: refusing(publicRoute, {
      429: 'A reset e-mail was sent to this address less than a minute ago, or 5 within the hour; `Retry-After` says when another may be sent.',
    }),
    summary: 'E-mail a reset code; answers the same whether or not the address has an account',
  },
  resetVerifyOtp: {
    method: 'POST',
    path: '/auth/reset/verify-otp',
    contentType: 'multipart/form-data',
    body: resetVerifyOtpBodySchema,
    responses: { 200: ok(z.object({ email: z.string().email(), token: z.string() })) },
    metadata: refusing(publicRoute, {
      429: 'Ten failed reset codes for this address within 15 minutes, whichever codes they were for; `Retry-After` says when to try again.',
    }),
    summary: 'Trade the e-mailed reset code for a single-use reset token',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    contentType: 'multipart/form-data',
    body: resetPasswordBodySchema,
    responses: { 200: okMessage },
    metadata: publicRoute,
    summary: 'Set a new password with the reset token; ends every session of the account',
  },
})
