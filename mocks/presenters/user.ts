import type { User, UserType } from '@contract/user'
import type { UserRow } from '../db'
import { isTwoFactorEnabled } from '../db/two-factor'
import { findCompanyById } from '../db/users'
import { isNoticePending } from '../rules/privacy-consent'

/** The fields of a user that leave the server, and nothing else (no hash, no internal flags). */
export function presentUser(user: UserRow): User {
  const company = findCompanyById(user.company_id)
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    employee_avatar: user.employee_avatar,
    default_img_bg: user.default_img_bg,
    admin: user.is_admin,
    is_admin_inactive: user.is_admin_inactive,
    is_onboard: user.is_onboard,
    is_force_change_password: user.is_force_change_password,
    is_password_reset: user.is_password_reset,
    is_2fa_enabled: isTwoFactorEnabled(user.id),
    is_privacy_notice_pending: isNoticePending(user),
    status: user.status,
    employment_type: user.is_employee ? user.employment_type : null,
    company: { id: company?.id ?? 0, name: company?.name ?? '' },
  }
}

/** Admins who are not employees belong in the admin application; everyone else is an employee here. */
export function userTypeOf(user: UserRow): UserType {
  return user.is_admin && !user.is_employee ? 'admin' : 'employee'
}
