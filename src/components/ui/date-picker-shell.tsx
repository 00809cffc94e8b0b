import { Popover } from 'radix-ui'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { mergeRefs } from './merge-refs'
import { DATE_PLACEHOLDER, PickerFace, pickerTriggerClasses, type PickerTriggerProps } from './picker-trigger'

type DatePickerShellProps = PickerTriggerProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the trigger shows: the chosen date(s), or undefined for the placeholder. */
  text: string | undefined
  /** Take the focus at once: the stand-in it replaces had it (picker-trigger.tsx). */
  takeFocus: boolean
  children: ReactNode
}

/**
 * A combobox button (like Select) that opens a calendar in a modal popover: the value is read as the
 * button's text, the field's label names both. As in the WAI-ARIA date picker dialog, opening it puts
 * focus on the calendar's day (the chosen one, else today, else the month's first open day); a pick
 * or Escape closes it and focus returns to the button.
 */
export function DatePickerShell({
  open,
  onOpenChange,
  text,
  placeholder = DATE_PLACEHOLDER,
  className,
  takeFocus,
  children,
  ref,
  ...triggerProps
}: DatePickerShellProps) {
  const [popupName, setPopupName] = useState<string>()
  const trigger = useRef<HTMLButtonElement>(null)
  const triggerRef = useMemo(() => mergeRefs(trigger, ref), [ref])
  const nameFrom = (button: HTMLButtonElement) =>
    setPopupName(triggerProps['aria-label'] ?? button.labels?.[0]?.textContent ?? undefined)
  // Taking over from the stand-in: its focus, and the name of a popup it opened.
  useEffect(() => {
    if (!trigger.current) return
    if (open) nameFrom(trigger.current)
    else if (takeFocus) trigger.current.focus()
    // Once, as the stand-in hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Trigger
        type="button"
        role="combobox"
        aria-haspopup="dialog"
        onClick={(event) => nameFrom(event.currentTarget)}
        className={cn(pickerTriggerClasses, className)}
        {...triggerProps}
        ref={triggerRef}
      >
        <PickerFace text={text} placeholder={placeholder} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-modal="true"
          aria-label={triggerProps['aria-labelledby'] ? undefined : popupName}
          aria-labelledby={triggerProps['aria-labelledby']}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={focusCalendarDay}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white shadow-md"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/**
 * Focus goes to the one day the calendar lets Tab reach, here and not from the calendar's own
 * autoFocus: that runs before this popup's focus scope takes over, so inside a modal dialog (the
 * request forms) the dialog pulled focus back to the button.
 */
function focusCalendarDay(event: Event) {
  const day = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('button[data-day][tabindex="0"]')
  if (!day) return
  event.preventDefault()
  day.focus()
}
