import { discardDrafts } from '@/lib/forms/form-drafts'
import { forgetKeptAnswers } from '@/lib/kept-answers/kept-answers-choice'
import { sessionStore } from './session-store'
import { takeReturnPath } from './return-path'

/**
 * The chosen Sign Out (docs/product/screens-and-routes.md#avatar-menu): POST /auth/logout so the server ends the
 * session, then, whatever it answered, clear the session and go to / after 1 second. Waiting for the
 * answer lets an expired token be refreshed first, so the server session really ends. A person who
 * chose to leave gets no message, no return path and no drafts back: those are for sessions the app
 * ended (session-credentials.ts).
 */
export async function signOut(): Promise<void> {
  const { user } = sessionStore.getState()
  const { api, endSession } = await import('@/lib/api')
  await api.auth.logout({ body: undefined }).catch(() => {
    // Refused or unreachable: the person still leaves, and the server's session expires on its own.
  })
  endSession(null)
  sessionStore.clearLogoutReason()
  if (user) {
    discardDrafts(String(user.id))
    // Every trace of the person goes (docs/product/offline.md#signing-out): the answers kept for reading offline too.
    await forgetKeptAnswers(String(user.id)).catch(() => {})
    takeReturnPath(user.id) // set if the logout call itself found the session already ended
  }
}

/**
 * A logout the app decides (the idle timeout): the screen is cleared at once, with `reason`, and the
 * server is told in the background. The call carries the token, read before the session is cleared.
 */
export async function endSessionFor(reason: string): Promise<void> {
  const { api, endSession } = await import('@/lib/api')
  if (sessionStore.getState().token === null) return
  const told = api.auth.logout({ body: undefined }).catch(() => {
    // The server's session expires on its own; the person is already out.
  })
  endSession(reason)
  await told
}
