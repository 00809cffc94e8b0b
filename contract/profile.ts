import { z } from 'zod'
import { withConfirmation } from './auth'
import { ok, okMessage } from './envelope'
import { avatarFileSchema, enteredPasswordSchema } from './fields'
import { bankAccountSchema, emergencyContactSchema, personalInfoSchema, socialBenefitsSchema } from './onboarding'
import { employmentTypeValues } from './options'
import { bearerRoute, c, refusing } from './router'
import { userSchema } from './user'

/** Employment details the employee reads but only HR changes. */
export const employmentSchema = z.object({
  employee_no: z.string(),
  job_title: z.string(),
  department: z.string(),
  employment_type: z.enum(employmentTypeValues),
  hired_on: z.string(),
  regularized_on: z.string().nullable(),
  manager_name: z.string().nullable(),
  work_email: z.string().email(),
})

export const profileSchema = z.object({
  user: userSchema,
  /** null for an admin who is not an employee. */
  employment: employmentSchema.nullable(),
  personal_info: personalInfoSchema.nullable(),
  emergency_contacts: z.array(emergencyContactSchema),
  bank_accounts: z.array(bankAccountSchema),
  social_benefits: socialBenefitsSchema.nullable(),
})
export type Profile = z.infer<typeof profileSchema>

export const changePasswordBodySchema = withConfirmation({ current_password: enteredPasswordSchema }).refine(
  (body) => body.password !== body.current_password,
  { path: ['password'], message: 'The new password must be different from the current one.' },
)

export const profileContract = c.router({
  get: {
    method: 'GET',
    path: '/profile',
    responses: { 200: ok(profileSchema) },
    metadata: bearerRoute,
    summary: "The signed-in employee's profile: account, employment and personal records",
  },
  updateAvatar: {
    method: 'POST',
    path: '/profile/avatar',
    contentType: 'multipart/form-data',
    body: z.object({ avatar: avatarFileSchema }),
    responses: { 200: ok(z.object({ employee_avatar: z.string() })) },
    metadata: bearerRoute,
    summary: 'Replace the profile photo (PNG or JPEG, at most 2 MB)',
  },
  changePassword: {
    method: 'PATCH',
    path: '/profile/password',
    body: changePasswordBodySchema,
    responses: { 200: okMessage },
    metadata: refusing(bearerRoute, {
      429: 'Ten wrong current passwords from this user within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary:
      "Change the password; ends the user's other sessions and clears is_force_change_password. Wrong current passwords are limited: 429 with data.retry_after",
  },
})
