import { sessionStore, isSignedIn } from '@/session/session-store'
import { setDraftOwner } from '@/lib/forms/form-drafts'
import type { AppRouter } from './router'

/**
 * A sign-in or sign-out in another tab re-runs this tab's guards at once (docs/product/quality-targets.md#reliability).
 */
export function rerunGuardsOnOtherTabChange(router: AppRouter): () => void {
  return sessionStore.onChangeFromAnotherTab(() => void router.invalidate())
}

/**
 * Tells the form drafts (src/lib/forms/form-drafts.ts) who is signed in, now and on every change:
 * src/lib may not import the auth feature, so the app hands it over.
 */
export function shareDraftOwner(): () => void {
  const update = () => {
    const auth = sessionStore.getState()
    setDraftOwner(isSignedIn(auth) ? String(auth.user.id) : null)
  }
  update()
  return sessionStore.subscribe(update)
}
