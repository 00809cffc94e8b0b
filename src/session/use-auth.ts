import { useSyncExternalStore } from 'react'
import { sessionStore, type SessionState } from './session-store'

/** The auth state; re-renders when it changes, in this tab or another. */
export function useAuth(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState)
}
