import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import { whenIdle } from './when-idle'

// What a page needs only after it shows: the two ways its code comes later (docs/decisions/0036).
// One module, as the shell uses it already: a page that uses it fetches no chunk of its own for it.

/**
 * For a control whose code is a lazy chunk (the account menu, the phone's menu drawer, a select's
 * list, a date picker's calendar): a stand-in of the same look shows at once, and the real control is
 * wanted once the page is idle, at the first focus or press on the stand-in; the first hover fetches
 * its code without the swap yet. A press on the stand-in before the code arrived is remembered
 * (`pressedEarly`: the control opens when it arrives), and so is the focus (`focused`: the control
 * takes it), so nothing a person did is lost.
 * `opensOn` is the event that opens the real control: Radix's menus open on pointerdown, its dialogs
 * and popovers on click; the stand-in counts the same event as the press.
 */
export function useLoadOnIntent({
  opensOn,
  load,
}: {
  opensOn: 'pointerdown' | 'click'
  /** Fetches the control's code (the lazy chunk's import): a hover fetches it without a swap yet. */
  load: () => Promise<unknown>
}) {
  const [wanted, setWanted] = useState(false)
  const [pressedEarly, setPressedEarly] = useState(false)
  const [focused, setFocused] = useState(false)
  // Between a pointerdown and its click the stand-in stays: the click must land on the element the
  // pointerdown did, or the browser sends it to neither.
  const [pressing, setPressing] = useState(false)
  // A transition keeps the stand-in on screen, the same element, until the control is ready to take
  // its place: a press that lands while the code loads is not lost on an element that was just replaced.
  const want = () => startTransition(() => setWanted(true))
  const press = () => {
    setPressedEarly(true)
    want()
  }
  useEffect(() => whenIdle(() => startTransition(() => setWanted(true))), [])

  /** Spread on the stand-in (a button). */
  const standInProps = {
    // A hover fetches the code but keeps the stand-in: the press that may follow lands where it aimed.
    // A failed fetch costs nothing: the press asks again.
    onPointerEnter: () => void load().catch(() => {}),
    onFocus: () => {
      setFocused(true)
      want()
    },
    onBlur: () => setFocused(false),
    // On the event the control opens on: one that follows may land on the control's own button if it
    // takes over in between, which then opens itself. A key's click comes without a pointerdown (detail 0).
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || event.ctrlKey) return
      if (opensOn === 'click') setPressing(true)
      press()
    },
    onPointerLeave: () => setPressing(false),
    onPointerCancel: () => setPressing(false),
    onClick: (event: MouseEvent<HTMLElement>) => {
      setPressing(false)
      if (event.detail === 0) press()
    },
  }
  return { wanted: wanted && !pressing, pressedEarly, focused, press, standInProps }
}

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
