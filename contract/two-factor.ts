import { z } from 'zod'
import { ok, okMessage } from './envelope'
import { codeSchema } from './fields'
import { bearerRoute, c } from './router'

/** A pending authenticator setup: show the QR of `otpauth_url`, or let the person type `secret`. */
export const twoFactorSetupSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]+=*$/, 'base32'),
  otpauth_url: z.string().startsWith('otpauth://totp/'),
  /** An SVG QR code of otpauth_url, as a data: URL, ready for an <img>. */
  qr_code: z.string().startsWith('data:image/svg+xml'),
})

/** Turning two-factor on needs a code from the new authenticator (proof the setup worked). */
export const enableTwoFactorBodySchema = z.object({ code: codeSchema })

/** Turning it off needs a fresh code (quality.md, ASVS 6.4.3), so a borrowed session cannot do it. */
export const disableTwoFactorBodySchema = z.object({ code: codeSchema })

export const twoFactorContract = c.router({
  generate: {
    method: 'GET',
    path: '/2fa/generate',
    responses: { 200: ok(twoFactorSetupSchema) },
    metadata: bearerRoute,
    summary: 'Start an authenticator setup: a new secret, valid until enabled or replaced',
  },
  enable: {
    method: 'POST',
    path: '/2fa/enable',
    contentType: 'multipart/form-data',
    body: enableTwoFactorBodySchema,
    responses: { 200: okMessage },
    metadata: bearerRoute,
    summary: "Turn two-factor on with a code from the setup's secret; ends the user's other sessions",
  },
  disable: {
    method: 'POST',
    path: '/2fa/disable',
    contentType: 'multipart/form-data',
    body: disableTwoFactorBodySchema,
    responses: { 200: okMessage },
    metadata: bearerRoute,
    summary: "Turn two-factor off; ends the user's other sessions",
  },
})
