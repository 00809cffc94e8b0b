import { createElement, lazy, useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from './when-idle'

/**
 * A part of a page that shows only after a press (a dialog, a form over a list, a picker's calendar, a
 * later step), kept off the page's first load (docs/decisions/0036-employee-first-load.md). What opens
 * it stays on the page and is never replaced, so no press is lost; the part renders inside a Suspense
 * whose fallback holds its place. `preload` fetches its code ahead: when the page is idle
 * (usePreloadWhenIdle) and at the first hover or focus of what opens it.
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

/** Fetches the parts' code once the page has shown and the browser is idle (whenIdle). */
export function usePreloadWhenIdle(...parts: readonly Pick<LazyPart<unknown>, 'preload'>[]): void {
  useEffect(
    () => whenIdle(() => parts.forEach((part) => part.preload())),
    // The parts are module-level constants: one preload per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
}
