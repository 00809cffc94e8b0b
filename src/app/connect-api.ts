import { notify } from '@/lib/notify'
import { sessionCredentials } from '@/session/session-credentials'
// The modules themselves, not '@/lib/api': that one builds the client, which the landing page must
// not load at start-up (docs/decisions/0006-landing-first-load-budget.md).
import { setApiCredentials } from '@/lib/api/api-credentials'
import { setApiEvents } from '@/lib/api/api-events'
import { watchFirstResponses } from '@/lib/api/first-responses'
import { goTo } from '@/lib/navigation'

/**
 * Hands the API client its session and its ways to the screen: `goTo`, which works from the landing
 * shell and inside the router app alike, and the toasts; and starts noting the landing gate's answers.
 */
export function connectApi(): void {
  watchFirstResponses()
  setApiCredentials(sessionCredentials)
  setApiEvents({
    navigate: (href) => void goTo(href),
    notifyError: (message) => notify.error(message),
  })
}
