import type { QueryClient } from '@tanstack/react-query'
import { queryClient } from './query-client'
import type { AppRouter } from './router'

/** Resolves once none of the client's queries is fetching: now, or when the last one in flight ends. */
export function nothingFetching(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve()
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return
      stop()
      resolve()
    })
  })
}

/**
 * Resolves once the router has shown the page at its address (its loaders have started what the page
 * fetches) and none of the page's queries is fetching: what idle work waits for
 * (docs/decisions/0044-idle-work-after-data.md).
 */
export async function pageDataArrived(router: AppRouter): Promise<void> {
  const { state } = router
  if (state.status !== 'idle' || state.resolvedLocation?.href !== state.location.href) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe('onResolved', () => {
        stop()
        resolve()
      })
    })
  }
  await nothingFetching(queryClient)
}
