import { avatarColours, employmentTypeValues } from '@contract/user-options'
import type { User } from '@contract/user'

/**
 * A structural check of a stored user (local storage, the profile cookies), in plain code because it
 * runs at start-up, before the landing page shows, where contract/user.ts's zod schema would bring
 * zod into the first load (docs/decisions/0006-landing-first-load-budget.md). The contract's
 * `userSchema` stays the authority: the mapped type below makes every User field listed here, and
 * user-shape.test.ts checks that both accept and refuse the same values.
 */

type Check = (value: unknown) => boolean

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const isString: Check = (value) => typeof value === 'string'
const isBoolean: Check = (value) => typeof value === 'boolean'
const isInteger: Check = (value) => Number.isInteger(value)
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value)
const exactlyOneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value)

const userFields: { [Field in keyof User]-?: Check } = {
  id: isInteger,
  email: isString,
  full_name: isString,
  employee_avatar: nullable(isString),
  default_img_bg: exactlyOneOf(avatarColours),
  admin: isBoolean,
  is_admin_inactive: isBoolean,
  is_onboard: isBoolean,
  is_force_change_password: isBoolean,
  is_password_reset: isBoolean,
  is_2fa_enabled: isBoolean,
  is_privacy_notice_pending: isBoolean,
  status: exactlyOneOf(['active', 'inactive']),
  employment_type: nullable(exactlyOneOf(employmentTypeValues)),
  company: (value) => isRecord(value) && isInteger(value.id) && isString(value.name),
}

export function isUser(value: unknown): value is User {
  return isRecord(value) && Object.entries(userFields).every(([field, check]) => check(value[field]))
}
