import type { ApiCredentials } from '@/lib/api'
import { flushDrafts } from '@/lib/forms/form-drafts'
import { sessionStore } from './session-store'
import { rememberReturnPath } from './return-path'

/**
 * How the API client reaches the session: connected once at start-up (src/app/connect-api.ts).
 *
 * `clear` is the one door every ending goes through: the API client's 401 and refused refresh, the
 * session check, the idle timeout (all by `endSession(reason)`) and the chosen Sign Out (no reason).
 */
export const sessionCredentials: ApiCredentials = {
  getToken: () => sessionStore.getState().token,
  saveToken: (token) => sessionStore.updateToken(token),
  latestToken: () => {
    sessionStore.adoptTokenOfAnotherTab()
    return sessionStore.getState().token
  },
  clear: (reason) => {
    const { user, token } = sessionStore.getState()
    // Already ended (a late 401 of a call sent before the logout): the first reason is the true one.
    if (token === null) return
    if (reason !== null && user) {
      // The app, not the person, ended it: keep what they typed and where they were, so the next
      // login by the same person brings both back (docs/product/quality-targets.md#reliability: nothing typed is lost).
      flushDrafts()
      rememberReturnPath(user.id, `${window.location.pathname}${window.location.search}`)
    }
    sessionStore.signOut(reason)
  },
}
