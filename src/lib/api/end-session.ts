import { LOGOUT_REDIRECT_DELAY_MS } from '@/config/session-timing'
import { apiCredentials } from './api-credentials'
import { apiEvents } from './api-events'

let redirectPending = false

/**
 * Ends the session as spec section 8 says: the persisted session and the employee cookie are
 * cleared at once, then the app goes to / after 1 second. `reason` is shown on the landing page
 * (a forced logout); a chosen Sign Out passes none. Several calls failing together make one redirect.
 */
export function endSession(reason: string | null = null): void {
  apiCredentials.clear(reason)
  if (redirectPending) return
  redirectPending = true
  setTimeout(() => {
    redirectPending = false
    apiEvents.navigate('/')
  }, LOGOUT_REDIRECT_DELAY_MS)
}
