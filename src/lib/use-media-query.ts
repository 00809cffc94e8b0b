import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, kept up to date. For layouts that must render one of two trees
 * rather than hide one with CSS (a hidden table still costs its DOM and its focus stops). Where the
 * browser cannot tell (no matchMedia, as in jsdom), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback)
  return useSyncExternalStore(subscribe, matches, () => fallback)
}
