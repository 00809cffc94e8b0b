import { Suspense, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
import type { AnchoredPopoverProps } from './anchored-popover'
import { fieldBoxClasses } from './input'
import { mergeRefs } from './merge-refs'
import { PopoverPlaceholder, type PopoverPlacement } from './popover-placeholder'

/** The props every combobox button takes, so Field and react-hook-form's Controller can drive it. */
export type ComboboxTriggerProps = {
  id?: string
  disabled?: boolean
  className?: string
  placeholder?: string
  onBlur?: () => void
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  ref?: Ref<HTMLButtonElement>
}

/** What the popover is given: its open state, and where it goes and what names it. */
export type PopoverLayer = Omit<AnchoredPopoverProps, 'onOpenAutoFocus' | 'children'>

type PopoverComboboxProps = ComboboxTriggerProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the button shows: the chosen value's text, or undefined for the placeholder. */
  text: string | undefined
  icon: ReactNode
  /** The button's width: its column's, or a few characters' (Select's rows per page). */
  width?: 'full' | 'narrow'
  /** ArrowDown and ArrowUp open it too, as they open a native select (Select). */
  opensWithArrows?: boolean
  /** Fetches the popover's code; called at the button's first hover or focus. */
  preload: () => void
  /** The popover (a lazy part over AnchoredPopover), given its layer. */
  popover: (layer: PopoverLayer) => ReactNode
  /** The popover panel's look, shared with its placeholder. */
  popoverClassName: string
  collisionPadding?: number
  /** The popover's shape while its code is on its way: a skeleton, nothing to press. */
  skeleton: ReactNode
  /** A key typed while the skeleton shows (PopoverPlaceholder). */
  onType?: (key: string) => void
}

/**
 * A combobox button that opens a modal popover (Select's list, a date picker's calendar). The button
 * is on the page's first load and is never replaced; the popover, with Radix and floating-ui, is a
 * lazy part (docs/decisions/0036-employee-first-load.md). A press before its code is here opens its
 * placeholder at once, in the same place and of the same size, and the popover takes its place and
 * focus when it comes. The open popup is a modal dialog, and a dialog needs a name: it borrows the
 * field's label.
 */
export function PopoverCombobox({
  open,
  onOpenChange,
  text,
  placeholder,
  icon,
  width = 'full',
  opensWithArrows = false,
  preload,
  popover,
  popoverClassName,
  collisionPadding,
  skeleton,
  onType,
  className,
  ref,
  ...triggerProps
}: PopoverComboboxProps) {
  const anchor = useRef<HTMLButtonElement>(null)
  const buttonRef = useMemo(() => mergeRefs(anchor, ref), [ref])
  const id = useId()
  const [label, setLabel] = useState<string>()
  // Mounted from the first opening on, so a popover whose code is here opens without its placeholder.
  const [opened, setOpened] = useState(false)

  function openFrom(button: HTMLButtonElement) {
    setLabel(triggerProps['aria-label'] ?? button.labels?.[0]?.textContent ?? undefined)
    setOpened(true)
    onOpenChange(true)
  }

  function openWithArrow(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openFrom(event.currentTarget)
    }
  }

  const placement: PopoverPlacement = {
    id,
    anchor,
    label,
    labelledBy: triggerProps['aria-labelledby'],
    className: popoverClassName,
    collisionPadding,
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => openFrom(event.currentTarget)}
        onKeyDown={opensWithArrows ? openWithArrow : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn(
          fieldBoxClasses,
          'h-10 cursor-pointer items-center justify-between gap-2 text-left',
          width === 'full' ? 'w-full' : 'w-20',
          className,
        )}
        {...triggerProps}
      >
        <span className={cn('truncate', text === undefined && 'text-slate-500')}>{text ?? placeholder}</span>
        {icon}
      </button>
      {opened && (
        <Suspense
          fallback={
            open && (
              <PopoverPlaceholder {...placement} onClose={() => onOpenChange(false)} onType={onType}>
                {skeleton}
              </PopoverPlaceholder>
            )
          }
        >
          {popover({ ...placement, open, onOpenChange })}
        </Suspense>
      )}
    </>
  )
}
