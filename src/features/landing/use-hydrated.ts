import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False in the build's prerender and while React hydrates that markup, true from then on (and at once
 * when React renders the page itself). The store never changes: React reads the server snapshot while
 * hydrating and renders again with the client's (docs/decisions/0028-prerendered-landing-page.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
