import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { whenIdle } from './when-idle'

/**
 * A part of a page that shows only after a press (a dialog, a form over a list, a picker's calendar, a
 * later step), kept off the page's first load (docs/decisions/0036-employee-first-load.md). What opens
 * it stays on the page and is never replaced, so no press is lost; the part renders inside a Suspense
 * whose fallback holds its place. `preload` fetches its code ahead: when the page is idle
 * (usePreloadWhenIdle) and at the first hover or focus of what opens it.
 */
export type LazyPart<Props> = {
  Component: LazyExoticComponent<ComponentType<Props>>
  preload: () => void
}

/** A lazy part from the import of its module; made once, at module level. */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  return {
    Component: lazy(() => load().then((Component) => ({ default: Component }))),
    // A failed fetch ahead costs nothing: rendering the part asks again, and its error boundary speaks.
    preload: () => void load().catch(() => {}),
  }
}

/** Fetches the parts' code once the page has shown and the browser is idle (whenIdle). */
export function usePreloadWhenIdle(...parts: readonly Pick<LazyPart<unknown>, 'preload'>[]): void {
  useEffect(
    () => whenIdle(() => parts.forEach((part) => part.preload())),
    // The parts are module-level constants: one preload per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
}
