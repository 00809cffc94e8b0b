import { z } from 'zod'
import { ok, okMessage } from './envelope'
import { codeSchema, emailSchema, idParamSchema, newPasswordSchema, requiredString } from './fields'
import { companySizeValues, industryValues } from './options'
import { c, publicRoute } from './router'

export const signupEmailBodySchema = z.object({ email: emailSchema })
export const signupCodeBodySchema = z.object({ email: emailSchema, code: codeSchema })
export const registerAdminBodySchema = z.object({
  email: emailSchema,
  full_name: requiredString('full name', 120),
  password: newPasswordSchema,
})
export const registerCompanyBodySchema = z.object({
  company_name: requiredString('company name', 150),
  company_address: requiredString('company address', 255),
  company_industry: z.enum(industryValues, { errorMap: () => ({ message: 'Choose an industry from the list.' }) }),
  company_size: z.enum(companySizeValues, { errorMap: () => ({ message: 'Choose a company size from the list.' }) }),
})

export const signupContract = c.router({
  verifyEmail: {
    method: 'POST',
    path: '/signup/verify-email',
    contentType: 'multipart/form-data',
    body: signupEmailBodySchema,
    responses: { 200: okMessage },
    metadata: publicRoute,
    summary: 'E-mail a sign-up code; answers the same for a new and an already registered address',
  },
  verifyCode: {
    method: 'POST',
    path: '/signup/verify-code',
    contentType: 'multipart/form-data',
    body: signupCodeBodySchema,
    responses: { 200: ok(z.object({ email: z.string().email() })) },
    metadata: publicRoute,
    summary: 'Confirm the e-mailed sign-up code; the address may then register an admin',
  },
  registerAdmin: {
    method: 'POST',
    path: '/signup/register-admin',
    contentType: 'multipart/form-data',
    body: registerAdminBodySchema,
    responses: { 201: ok(z.object({ id: z.number().int() })) },
    metadata: publicRoute,
    summary: 'Create the company admin for a verified address; answers the new admin id',
  },
  registerCompany: {
    method: 'POST',
    path: '/signup/:adminId/register-company',
    pathParams: z.object({ adminId: idParamSchema }),
    contentType: 'multipart/form-data',
    body: registerCompanyBodySchema,
    responses: { 201: okMessage },
    metadata: publicRoute,
    summary: "Register the admin's company; it then awaits activation by the provider",
  },
})
