import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

/** Where a combobox's popover goes, and what names it; the same for the placeholder and the popover. */
export type PopoverPlacement = {
  /** The popup's id, which the button's aria-controls names. */
  id: string
  /** The button that opened it: the popup goes under it, as wide as the class asks of its width. */
  anchor: RefObject<HTMLElement | null>
  /** The popup's name: the field's label, given by reference or as text. */
  label?: string
  labelledBy?: string
  /** The panel's look, the same as the popover's. */
  className: string
  /** How far from the window's edges the popup keeps, as Radix's collisionPadding. */
  collisionPadding?: number
}

export type PopoverPlaceholderProps = PopoverPlacement & {
  /** Escape or a press outside it, as on the popover. */
  onClose: () => void
  /** A printable key or Backspace typed while it shows (Select keeps them for its search). */
  onType?: (key: string) => void
  /** The popover's shape: its skeleton, nothing to press. */
  children: ReactNode
}

/** The gap between the button and the popup (Radix's sideOffset). */
export const POPOVER_OFFSET = 4

/**
 * What a combobox's popover (popover-combobox.tsx) shows at once, in its place, while its code arrives:
 * the same panel under the button, made without Radix and floating-ui so a page need not load them first
 * (docs/decisions/0036-employee-first-load.md). Nothing in it can be pressed or focused: focus stays on the
 * button, and the popover takes it when it comes, as it does when it opens. Until then the placeholder
 * holds the keyboard as the modal popover would: Escape closes it, a typed key goes to `onType`, and no
 * key reaches the button or a dialog around it (whose own Escape would close the dialog too). A press
 * outside closes it, and no dialog around it sees that press.
 */
export function PopoverPlaceholder({
  id,
  anchor,
  label,
  labelledBy,
  className,
  collisionPadding = 0,
  onClose,
  onType,
  children,
}: PopoverPlaceholderProps) {
  const place = useRef<HTMLDivElement>(null)

  // Under the button, aligned to its start; above it when there is no room below; kept inside the window.
  useLayoutEffect(() => {
    const button = anchor.current?.getBoundingClientRect()
    const wrapper = place.current
    if (!button || !wrapper) return
    wrapper.style.setProperty('--radix-popover-trigger-width', `${button.width}px`)
    const { offsetWidth: width, offsetHeight: height } = wrapper
    const below = button.bottom + POPOVER_OFFSET
    const above = button.top - POPOVER_OFFSET - height
    const fitsBelow = below + height <= window.innerHeight - collisionPadding
    const top = fitsBelow || above < collisionPadding ? below : above
    const left = Math.max(collisionPadding, Math.min(button.left, window.innerWidth - collisionPadding - width))
    wrapper.style.transform = `translate(${left}px, ${top}px)`
  }, [anchor, collisionPadding])

  useEffect(() => {
    // On the window, in the capture phase: before the button and before any dialog's own handlers.
    const holdKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      event.preventDefault()
      event.stopPropagation()
      if (event.key === 'Escape') onClose()
      else if (event.key.length === 1 || event.key === 'Backspace') onType?.(event.key)
    }
    window.addEventListener('keydown', holdKey, true)
    return () => window.removeEventListener('keydown', holdKey, true)
  }, [onClose, onType])

  return createPortal(
    // Pointer events are on even inside a modal dialog, which turns them off outside itself; a press
    // here stops before the document, where the dialog would take it for a press outside it.
    <div onPointerDown={(event) => event.stopPropagation()} style={{ pointerEvents: 'auto' }}>
      <div className="fixed inset-0 z-50" onPointerDown={onClose} />
      {/* As Radix's popper wrapper: fixed at the corner, moved into place, never narrower than its content. */}
      <div ref={place} className="fixed top-0 left-0 z-50" style={{ minWidth: 'max-content' }}>
        <div
          id={id}
          role="dialog"
          aria-modal="true"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          aria-busy="true"
          className={className}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  )
}
