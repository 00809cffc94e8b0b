import type { User } from '@contract/user'
import { sessionStore } from './session-store'
import { ACCOUNT_DEACTIVATED_MESSAGE } from './logout-reasons'
import { isTokenValid } from './token'

export type SessionStart = 'guest' | 'restored' | 'ended' | 'unverified'

/**
 * docs/product/states.md#session-start: a deactivated account, or one flagged for a password reset, may not continue.
 */
export function mayContinue(user: User): boolean {
  return user.status !== 'inactive' && !user.is_password_reset
}

/**
 * docs/product/states.md#session-start, run once when the app loads:
 * a valid token is kept, an expired one refreshed (a refused refresh logs out and goes to / after
 * 1 s), then /auth/me decides: deactivated or reset-flagged users are logged out with the reason,
 * everyone else has their user and employment type stored fresh.
 *
 * The API client (with the contract and zod) is imported only when a token is stored, so a guest's
 * landing page never loads it (docs/decisions/0006-landing-first-load-budget.md).
 */
export async function startSession(): Promise<SessionStart> {
  const { token } = sessionStore.getState()
  if (!token) return 'guest'
  const { api, apiData, endSession, refreshAccessToken } = await import('@/lib/api')
  try {
    if (!isTokenValid(token)) await refreshAccessToken()
    const { user } = await apiData(api.auth.me())
    if (!mayContinue(user)) {
      endSession(ACCOUNT_DEACTIVATED_MESSAGE)
      return 'ended'
    }
    sessionStore.updateUser(user)
    return 'restored'
  } catch {
    // A refused refresh or a 401 has already ended the session; a network or server failure keeps it unverified.
    return sessionStore.getState().token ? 'unverified' : 'ended'
  }
}
