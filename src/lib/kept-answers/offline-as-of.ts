import { useSyncExternalStore } from 'react'
import { observableValue } from '@/lib/observable-value'
import { NEEDS_CONNECTION } from './kept-answer-state'

/**
 * When the answers on screen were read, while the page shows answers kept on this phone for want of a line; null
 * otherwise (docs/product/offline.md#reading-offline). The shell's mark works it out and sets it; it loads only for a
 * person who keeps answers, so for anyone else this stays null and costs a page a few bytes.
 */
export const offlineAsOf = observableValue<number | null>(null)

/** Why an action that needs the server is disabled while the page shows kept answers, or null. */
export function useNeedsConnection(): string | null {
  return useSyncExternalStore(offlineAsOf.subscribe, () => (offlineAsOf.get() === null ? null : NEEDS_CONNECTION))
}
