import { z } from 'zod'
import { ok, okMessage } from './envelope'
import { codeSchema, emailSchema, idParamSchema, newPasswordSchema, requiredString } from './fields'
import { companySizeValues, industryValues } from './options'
import { c, publicRoute, refusing } from './router'

/**
 * What verify-code answers and each later step carries: it binds the admin and company steps to the
 * sign-up that proved the address (docs/product/quality-targets.md#security), where an e-mail or a sequential admin id
 * alone would let someone else finish another person's sign-up. Opaque to the client; valid for the registration.
 */
export const signupTokenSchema = z
  .string({ required_error: 'This sign-up has expired. Please start again.' })
  .min(1, 'This sign-up has expired. Please start again.')
  .max(200, 'This sign-up has expired. Please start again.')

export const signupEmailBodySchema = z.object({ email: emailSchema })
export const signupCodeBodySchema = z.object({ email: emailSchema, code: codeSchema })
/** What the person types at the admin step; the body adds the sign-up token. */
export const adminDetailsSchema = z.object({
  email: emailSchema,
  full_name: requiredString('full name', 120),
  password: newPasswordSchema,
})
export const registerAdminBodySchema = adminDetailsSchema.extend({ signup_token: signupTokenSchema })

/** What the person types at the company step; the body adds the sign-up token. */
export const companyDetailsSchema = z.object({
  company_name: requiredString('company name', 150),
  company_address: requiredString('company address', 255),
  company_industry: z.enum(industryValues, { errorMap: () => ({ message: 'Choose an industry from the list.' }) }),
  company_size: z.enum(companySizeValues, { errorMap: () => ({ message: 'Choose a company size from the list.' }) }),
})
export const registerCompanyBodySchema = companyDetailsSchema.extend({ signup_token: signupTokenSchema })

export const signupContract = c.router({
  verifyEmail: {
    method: 'POST',
    path: '/signup/verify-email',
    contentType: 'multipart/form-data',
    body: signupEmailBodySchema,
    responses: { 200: okMessage },
    metadata: refusing(publicRoute, {
      429: 'A code was sent to this address less than a minute ago, or 5 within the hour; `Retry-After` says when another may be sent.',
    }),
    summary: 'E-mail a sign-up code; answers the same for a new and an already registered address',
  },
  verifyCode: {
    method: 'POST',
    path: '/signup/verify-code',
    contentType: 'multipart/form-data',
    body: signupCodeBodySchema,
    responses: { 200: ok(z.object({ email: z.string().email(), signup_token: z.string() })) },
    metadata: refusing(publicRoute, {
      429: 'Ten failed sign-up codes for this address within 15 minutes, whichever codes they were for; `Retry-After` says when to try again.',
    }),
    summary:
      'Confirm the e-mailed sign-up code; answers the signup_token that register-admin and register-company carry (30 minutes each)',
  },
  registerAdmin: {
    method: 'POST',
    path: '/signup/register-admin',
    contentType: 'multipart/form-data',
    body: registerAdminBodySchema,
    responses: { 201: ok(z.object({ id: z.number().int() })) },
    metadata: publicRoute,
    summary: 'Create the company admin for the address verified with this signup_token; answers the new admin id',
  },
  registerCompany: {
    method: 'POST',
    path: '/signup/:adminId/register-company',
    pathParams: z.object({ adminId: idParamSchema.describe('The admin id that registering the admin answered.') }),
    contentType: 'multipart/form-data',
    body: registerCompanyBodySchema,
    responses: { 201: okMessage },
    metadata: refusing(publicRoute, {
      404: 'The admin id is unknown, or the sign-up token does not belong to it.',
    }),
    summary:
      "Register the admin's company, once, with the signup_token of the sign-up that created the admin (otherwise 404); it then awaits activation by the provider",
  },
})
