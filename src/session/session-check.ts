import { TOKEN_REFRESH_THRESHOLD_MS } from '@/config/session-timing'
import { sessionStore } from './session-store'
import { ACCOUNT_DEACTIVATED_MESSAGE, PASSWORD_CHANGED_MESSAGE } from './logout-reasons'
import { msUntilExpiry } from './token'

/**
 * docs/product/states.md#token-check: a token with less than 15 minutes left (by `now()`) is refreshed,
 * then the profile is reloaded. A deactivated account, or one flagged for a password reset, is
 * logged out with its message; anyone else has their user stored fresh.
 *
 * The server may already have voided the session for the same reason and answer 401 with its own
 * words: the API client then ends the session with that message (a refused refresh), which for
 * these events is the same sentence (mocks/rules/sessions.ts).
 */
export async function checkSession(): Promise<void> {
  const { token } = sessionStore.getState()
  if (token === null) return
  const { api, apiData, endSession, refreshAccessToken } = await import('@/lib/api')
  try {
    if (msUntilExpiry(token) < TOKEN_REFRESH_THRESHOLD_MS) await refreshAccessToken()
    const { user } = await apiData(api.auth.me())
    // Deactivation first: a deactivated person cannot log in again, so 'log in again' would mislead.
    if (user.status === 'inactive') return endSession(ACCOUNT_DEACTIVATED_MESSAGE)
    if (user.is_password_reset) return endSession(PASSWORD_CHANGED_MESSAGE)
    // The person may have signed out, or another may have signed in, while the answer was on its way.
    const current = sessionStore.getState()
    if (current.token !== null && current.user?.id === user.id) sessionStore.updateUser(user)
  } catch {
    // The API client has already acted: a 401 or refused refresh ended the session, anything else
    // was toasted. A check that failed on the network runs again on the next state change.
  }
}
