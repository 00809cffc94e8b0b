import { createElement, lazy, useEffect, useState, type ComponentType } from 'react'
import { fetchAheadWhenIdle } from './when-idle'

/**
 * A part of a page that shows only after a press (a dialog, a form over a list, a picker's calendar, a
 * later step), kept off the page's first load (docs/decisions/0036-employee-first-load.md). What opens
 * it stays on the page and is never replaced, so no press is lost; the part renders inside a Suspense
 * whose fallback holds its place. `preload` fetches its code ahead: at the first hover or focus of
 * what opens it, and when the page is idle for the few parts a page names (usePreloadWhenIdle).
 */
export type LazyPart<Props> = {
  Component: ComponentType<Props>
  /** Resolves once the code is here (or its fetch failed), so a test can have it before a press. */
  preload: () => Promise<void>
}

/** A lazy part from the import of its module; made once, at module level. */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let fetched: ComponentType<Props> | undefined
  // One fetch at a time, however many ask (each picker on a page, idle and hover); a failed one is asked again.
  let fetching: Promise<ComponentType<Props>> | undefined
  const fetch = () =>
    (fetching ??= load().then(
      (Component) => (fetched = Component),
      (error: unknown) => {
        fetching = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => fetch().then((Component) => ({ default: Component })))
  // Once the code is here (fetched ahead, or by an earlier render) the part renders at once: React.lazy
  // alone suspends on its first render even then, and its fallback would flash for a frame. Chosen once
  // per mount, so a mounted part never changes component under itself.
  function Part(props: Props) {
    const [Ready] = useState(() => fetched)
    return Ready ? createElement(Ready, props) : createElement(Lazy, props)
  }
  return {
    Component: Part,
    // A failed fetch ahead costs nothing: rendering the part asks again, and its error boundary speaks.
    preload: () =>
      fetch().then(
        () => {},
        () => {},
      ),
  }
}

/**
 * Fetches the parts' code once the page has shown and the browser is idle, unless the person saves data
 * or is on 2G (fetchAheadWhenIdle). Only for what the page's person is likely to press next: what is
 * fetched ahead after a page's content stays within 60 kB
 * (docs/decisions/0055-fetch-ahead-within-a-budget.md); every other part waits for its press.
 */
export function usePreloadWhenIdle(...parts: readonly Pick<LazyPart<unknown>, 'preload'>[]): void {
  useEffect(
    () => fetchAheadWhenIdle(() => parts.forEach((part) => part.preload())),
    // The parts are module-level constants: one preload per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
}
