import { z } from 'zod'
import { ok, okMessage } from './envelope'
import {
  codeSchema,
  instantSchema,
  exactlyOneOf,
  optionalCodeSchema,
  optionalPasswordSchema,
  RECOVERY_CODE_COUNT,
  recoveryCodePattern,
} from './fields'
import { bearerRoute, c, refusing } from './router'

/** A pending authenticator setup: show the QR of `otpauth_url`, or let the person type `secret`. */
export const twoFactorSetupSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]+=*$/, 'base32'),
  otpauth_url: z.string().startsWith('otpauth://totp/'),
  /** An SVG QR code of otpauth_url, as a data: URL, ready for an <img>. */
  qr_code: z.string().startsWith('data:image/svg+xml'),
})

/** Turning two-factor on needs a code from the new authenticator (proof the setup worked). */
export const enableTwoFactorBodySchema = z.object({ code: codeSchema })

/**
 * A fresh proof from the person at the keyboard, so a borrowed session cannot change two-factor
 * (docs/product/quality-targets.md#security, ASVS 6.4.3): a code from the authenticator or the password, exactly one.
 * Turning two-factor off and regenerating recovery codes take it; wrong ones are counted and limited (429).
 */
export const codeOrPasswordBodySchema = z
  .object({ code: optionalCodeSchema, password: optionalPasswordSchema })
  .superRefine(
    exactlyOneOf(
      { field: 'code', missing: 'Enter the 6-digit code from your authenticator app, or your password instead.' },
      { field: 'password', missing: 'Enter your password, or the 6-digit code from your authenticator app instead.' },
      'Give either the code or your password, not both.',
    ),
  )

/** A new set of recovery codes, shown this once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string().regex(recoveryCodePattern)).length(RECOVERY_CODE_COUNT),
})

export const recoveryCodeStatusSchema = z.object({
  /** Unused codes of the current set, 0 to 10. */
  remaining: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
  /** When the current set was made (two-factor turned on, or the last regeneration). */
  generated_at: instantSchema,
})

export const twoFactorContract = c.router({
  generate: {
    method: 'GET',
    path: '/2fa/generate',
    responses: { 200: ok(twoFactorSetupSchema) },
    metadata: refusing(bearerRoute, {
      409: 'Two-factor authentication is already on.',
    }),
    summary: 'Start an authenticator setup: a new secret, valid until enabled or replaced',
  },
  enable: {
    method: 'POST',
    path: '/2fa/enable',
    contentType: 'multipart/form-data',
    body: enableTwoFactorBodySchema,
    responses: { 200: ok(recoveryCodesSchema) },
    metadata: refusing(bearerRoute, {
      409: 'Two-factor authentication is already on.',
    }),
    summary:
      "Turn two-factor on with a code from the setup's secret; answers 10 recovery codes, shown this once; ends the user's other sessions",
  },
  disable: {
    method: 'POST',
    path: '/2fa/disable',
    contentType: 'multipart/form-data',
    body: codeOrPasswordBodySchema,
    responses: { 200: okMessage },
    metadata: refusing(bearerRoute, {
      409: 'Two-factor authentication is already off.',
      429: 'Ten wrong codes or passwords from this user within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary:
      "Turn two-factor off with a fresh code or the password (wrong ones limited: 429); voids the recovery codes and ends the user's other sessions",
  },
  recoveryCodes: {
    method: 'GET',
    path: '/2fa/recovery-codes',
    responses: { 200: ok(recoveryCodeStatusSchema) },
    metadata: refusing(bearerRoute, {
      409: 'Two-factor authentication is off, so there are no recovery codes.',
    }),
    summary: 'How many recovery codes are left (never the codes); 409 while two-factor is off',
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/2fa/recovery-codes',
    contentType: 'multipart/form-data',
    body: codeOrPasswordBodySchema,
    responses: { 200: ok(recoveryCodesSchema) },
    metadata: refusing(bearerRoute, {
      409: 'Two-factor authentication is off, so there are no recovery codes.',
      429: 'Ten wrong codes or passwords from this user within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary:
      'Replace the recovery codes with a fresh code or the password (wrong ones limited: 429); answers the new set, shown this once; the old set stops working',
  },
})
