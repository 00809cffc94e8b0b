import type { QueryClient } from '@tanstack/react-query'
import { authStore } from '@/features/auth/auth-store'
import type { AppRouter } from './router'

/** A sign-in or sign-out in another tab re-runs this tab's guards at once (quality.md). */
export function rerunGuardsOnOtherTabChange(router: AppRouter): () => void {
  return authStore.onChangeFromAnotherTab(() => void router.invalidate())
}

/** A sign-out drops every cached answer, so the next person never sees the last one's data. */
export function clearCacheOnSignOut(queryClient: QueryClient): () => void {
  let token = authStore.getState().token
  return authStore.subscribe(() => {
    const next = authStore.getState().token
    if (token !== null && next === null) queryClient.clear()
    token = next
  })
}
