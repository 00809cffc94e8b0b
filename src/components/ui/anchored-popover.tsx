import { Popover } from 'radix-ui'
import { useRef, type ReactNode } from 'react'
import { POPOVER_OFFSET, type PopoverPlacement } from './popover-placeholder'

export type AnchoredPopoverProps = PopoverPlacement & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes on opening; by default the first control in it, else the popup. */
  onOpenAutoFocus?: (event: Event) => void
  children: ReactNode
}

/**
 * The modal popover a combobox button opens (Select's list, a date picker's calendar): Radix Popover,
 * placed by floating-ui, holding focus and hiding the page behind it as a native select's list does.
 * A lazy part's code (docs/decisions/0036-employee-first-load.md): the button is ours, on the page's
 * first load (popover-combobox.tsx), so Radix knows it only as the anchor, and focus goes back to it
 * here as it would to a Popover.Trigger.
 */
export function AnchoredPopover({
  open,
  onOpenChange,
  id,
  anchor,
  label,
  labelledBy,
  className,
  collisionPadding,
  onOpenAutoFocus,
  children,
}: AnchoredPopoverProps) {
  // As Radix does for its trigger: a right-click outside closes it without moving focus.
  const rightClickOutside = useRef(false)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-modal="true"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          align="start"
          sideOffset={POPOVER_OFFSET}
          collisionPadding={collisionPadding}
          onOpenAutoFocus={onOpenAutoFocus}
          onPointerDownOutside={({ detail: { originalEvent } }) => {
            rightClickOutside.current =
              originalEvent.button === 2 || (originalEvent.button === 0 && originalEvent.ctrlKey)
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (rightClickOutside.current || focusMovedOn(event.currentTarget)) return
            anchor.current?.focus()
          }}
          className={className}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/**
 * Whether the person has already put focus somewhere else: Radix hands focus back only once the closing list has
 * left the page, and on a slow phone the next field can be tapped, and typed in, before then.
 */
function focusMovedOn(popup: EventTarget | null): boolean {
  const focused = document.activeElement
  if (focused === null || focused === document.body || !focused.isConnected) return false
  return !(popup instanceof Node && popup.contains(focused))
}
