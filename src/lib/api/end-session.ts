import { LOGOUT_REDIRECT_DELAY_MS } from '@/config/session-timing'
import { apiCredentials } from './api-credentials'
import { connectedApiEvents, type ApiEvents } from './api-events'

// The connection a redirect is on its way to. Kept per connection so a redirect that never came (a
// test's fake timer, dropped) cannot swallow the redirects of whoever connects next.
let redirectPendingOn: ApiEvents | null = null

/**
 * Ends the session as docs/product/errors.md#by-status says: the persisted session and the employee cookie are
 * cleared at once, then the app goes to / after 1 second. `reason` is shown on the landing page
 * (a forced logout); a chosen Sign Out passes none. Several calls failing together make one redirect. A session
 * begun within that second (the person signed in again in another tab) keeps its page: the redirect was for
 * the session that ended.
 */
export function endSession(reason: string | null = null): void {
  apiCredentials.clear(reason)
  const events = connectedApiEvents()
  if (redirectPendingOn === events) return
  redirectPendingOn = events
  setTimeout(() => {
    if (redirectPendingOn === events) redirectPendingOn = null
    // The app connects once per page; a newer connection is a test's next app, whose router this trip is not for.
    if (connectedApiEvents() === events && apiCredentials.getToken() === null) events.navigate('/')
  }, LOGOUT_REDIRECT_DELAY_MS)
}
