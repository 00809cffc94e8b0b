import { useEffect, useRef, type ReactNode } from 'react'

export type FocusOnArrivalProps = {
  /** Where focus goes in what arrived: where the layer's opening would have put it. */
  target: (arrived: HTMLElement) => HTMLElement | null
  children: ReactNode
}

/**
 * Around a lazy part inside a dialog or a popover (docs/decisions/0036-employee-first-load.md). When
 * the part's code came after its layer opened, the layer's focus scope had put focus on what it found
 * then (the layer itself, or its Close button): focus moves on to `target` once the part is here.
 * When the part opens with its layer, focus is still on the opener when this runs (a child's effect
 * runs before its layer's), and the layer's own opening focus is left to do its work.
 */
export function FocusOnArrival({ target, children }: FocusOnArrivalProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const arrived = ref.current
    const layer = arrived?.closest('[role="dialog"]')
    if (!arrived || !layer?.contains(document.activeElement) || arrived.contains(document.activeElement)) return
    target(arrived)?.focus()
    // Once, when the part arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  )
}

/** The first control a person can Tab to in `container`. */
export const firstControl = (container: HTMLElement) =>
  container.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]',
  )
