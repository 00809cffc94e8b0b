import { onlineManager, QueryClientContext, type QueryCache } from '@tanstack/react-query'
import { useCallback, useContext, useSyncExternalStore } from 'react'
import { signedInPerson } from '@/lib/signed-in-person'
import { isKeptAnswer } from './kept-answer-keys'
import { failedForTheNetwork, signedInPersonKeepsAnswers } from './kept-answer-state'
import { onKeepAnswersChoice } from './kept-answers-choice'

/** The oldest answer on screen that could not be refreshed for want of a line, or null. */
function offlineAsOf(cache: QueryCache | undefined): number | null {
  if (cache === undefined || !signedInPersonKeepsAnswers()) return null
  const offline = !onlineManager.isOnline()
  let oldest: number | null = null
  for (const query of cache.getAll()) {
    const { data, dataUpdatedAt, error, fetchStatus } = query.state
    if (data === undefined || !query.isActive() || !isKeptAnswer(query.queryKey)) continue
    if (!offline && fetchStatus !== 'paused' && !failedForTheNetwork(error)) continue
    oldest = oldest === null ? dataUpdatedAt : Math.min(oldest, dataUpdatedAt)
  }
  return oldest
}

/**
 * When the answers on screen were read, while the page shows kept answers because there is no line
 * (docs/product/offline.md#reading-offline); null otherwise, and always for a person who keeps none.
 */
export function useOfflineAsOf(): number | null {
  // Read from the context, not required: a part shown on its own (a story, a unit test) has no client and no mark.
  const cache = useContext(QueryClientContext)?.getQueryCache()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = [
        cache?.subscribe(onChange) ?? (() => {}),
        onlineManager.subscribe(onChange),
        onKeepAnswersChoice(onChange),
        signedInPerson.subscribe(onChange),
      ]
      return () => stops.forEach((stop) => stop())
    },
    [cache],
  )
  return useSyncExternalStore(
    subscribe,
    () => offlineAsOf(cache),
    () => null,
  )
}
