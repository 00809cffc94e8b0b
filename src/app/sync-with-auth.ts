import { sessionStore, isSignedIn } from '@/session/session-store'
import { signedInPerson } from '@/lib/signed-in-person'
import type { AppRouter } from './router'

/**
 * A sign-in or sign-out in another tab re-runs this tab's guards at once (docs/product/quality-targets.md#reliability).
 */
export function rerunGuardsOnOtherTabChange(router: AppRouter): () => void {
  return sessionStore.onChangeFromAnotherTab(() => void router.invalidate())
}

/**
 * Tells src/lib who is signed in (`signedInPerson`: whose drafts and kept requests these are), now and
 * on every change: src/lib may not import the session, so the app hands it over.
 */
export function shareSignedInPerson(): () => void {
  const update = () => {
    const auth = sessionStore.getState()
    signedInPerson.set(isSignedIn(auth) ? String(auth.user.id) : null)
  }
  update()
  return sessionStore.subscribe(update)
}
