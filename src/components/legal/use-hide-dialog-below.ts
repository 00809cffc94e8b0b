import { useEffect, type RefObject } from 'react'

/**
 * While a dialog opened from inside another dialog is showing, hides the one below from assistive
 * technology and takes it out of interaction, so only the top dialog is announced. Radix's own
 * hiding (aria-hidden on everything else) spares any element holding a live region, and every form
 * dialog holds some (the always-mounted error regions of Field), so the dialog below would stay
 * exposed. Restored synchronously on close, before Radix returns focus to the trigger below.
 */
export function useHideDialogBelow(trigger: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const below = trigger.current?.closest<HTMLElement>('[role="dialog"]')
    if (!below) return
    const before = { ariaHidden: below.getAttribute('aria-hidden'), inert: below.inert }
    below.setAttribute('aria-hidden', 'true')
    below.inert = true
    return () => {
      if (before.ariaHidden === null) below.removeAttribute('aria-hidden')
      else below.setAttribute('aria-hidden', before.ariaHidden)
      below.inert = before.inert
    }
  }, [trigger])
}
