import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { whenIdle } from './when-idle'

/**
 * A part of a page that opens on a press (a dialog, a form over a list, a later step): its code is a
 * lazy chunk, kept off the page's first load (docs/decisions/0036). `preload` fetches it ahead, at
 * the first hover or focus of what opens it, so opening it stays instant.
 */
export type LazyPart<Props> = { Component: LazyExoticComponent<ComponentType<Props>>; preload: () => void }

/** A lazy part from the import of its module; made once, at module level. */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  return {
    Component: lazy(() => load().then((Component) => ({ default: Component }))),
    // A failed fetch ahead costs nothing: opening the part asks again.
    preload: () => void load().catch(() => {}),
  }
}

/**
 * False until the page has loaded and the browser is idle (whenIdle): a page mounts its closed lazy
 * parts from then on, so their code arrives before anyone opens them, never before the page shows.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
