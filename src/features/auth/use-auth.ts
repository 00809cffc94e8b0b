import { useSyncExternalStore } from 'react'
import { authStore, type AuthState } from './auth-store'

/** The auth state; re-renders when it changes, in this tab or another. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState)
}
