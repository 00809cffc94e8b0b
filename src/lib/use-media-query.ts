import { useCallback, useSyncExternalStore } from 'react'

/** Tailwind's md breakpoint: the desktop layout from here, a phone's below it. */
export const DESKTOP_QUERY = '(min-width: 48rem)'

/**
 * Whether a CSS media query matches, kept up to date. For layouts that must render one of two trees
 * rather than hide one with CSS (a hidden tree still costs its render, its DOM and its focus stops). Where the
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

/** Whether the window is desktop-wide (DESKTOP_QUERY); true where the browser cannot tell. */
export function useDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true)
}
