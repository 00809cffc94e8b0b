import type { QueryClient } from '@tanstack/react-query'
import { authStore } from '@/features/auth/auth-store'
import type { AppRouter } from './router'

/**
 * Keeps the router and the query cache in step with the session:
 * - a sign-in or sign-out in another tab re-runs this tab's guards at once (quality.md);
 * - a sign-out drops every cached answer, so the next person never sees the last one's data.
 */
export function syncWithAuth(router: AppRouter, queryClient: QueryClient): () => void {
  let token = authStore.getState().token
  const stopCacheSync = authStore.subscribe(() => {
    const next = authStore.getState().token
    if (token !== null && next === null) queryClient.clear()
    token = next
  })
  const stopTabSync = authStore.onChangeFromAnotherTab(() => void router.invalidate())
  return () => {
    stopCacheSync()
    stopTabSync()
  }
}
