import type { User } from '@contract/user'
import { sessionStore } from './session-store'

/**
 * The stored user follows a change the server has just confirmed (its answer carries no user), so
 * guards and the header see it at once, without waiting for the next /auth/me.
 */
export function patchSignedInUser(
  patch: Partial<
    Pick<
      User,
      'is_force_change_password' | 'is_2fa_enabled' | 'is_onboard' | 'is_privacy_notice_pending' | 'employee_avatar'
    >
  >,
): void {
  const { user } = sessionStore.getState()
  if (user) sessionStore.updateUser({ ...user, ...patch })
}
