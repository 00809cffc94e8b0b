import { z } from 'zod'
import { avatarColours, employmentTypeValues } from './options'

/** The signed-in user as /auth/me and login describe them (docs/product/records.md#user). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().email(),
  full_name: z.string(),
  employee_avatar: z.string().nullable(),
  default_img_bg: z.enum(avatarColours),
  admin: z.boolean(),
  is_admin_inactive: z.boolean(),
  is_onboard: z.boolean(),
  is_force_change_password: z.boolean(),
  is_password_reset: z.boolean(),
  is_2fa_enabled: z.boolean(),
  /** The company published a privacy notice the person has not acknowledged: they read it before going on. */
  is_privacy_notice_pending: z.boolean(),
  status: z.enum(['active', 'inactive']),
  /** null for an admin who is not an employee. */
  employment_type: z.enum(employmentTypeValues).nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
})
export type User = z.infer<typeof userSchema>

export const userTypeSchema = z.enum(['admin', 'employee'])
export type UserType = z.infer<typeof userTypeSchema>

/** A started session: what login (without two-factor) and the two-factor step return. */
export const sessionSchema = z.object({
  user: userSchema,
  /** A JWT whose payload carries `exp` (seconds since the epoch) and `sub`. */
  token: z.string(),
  userType: userTypeSchema,
})
export type Session = z.infer<typeof sessionSchema>
