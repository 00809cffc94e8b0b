import { Popover } from 'radix-ui'
import { useState, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { CalendarIcon } from './icons'
import { inputClasses } from './input'

/** The props every picker's trigger takes, so Field and react-hook-form's Controller can drive it. */
export type PickerTriggerProps = {
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

type DatePickerShellProps = PickerTriggerProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the trigger shows: the chosen date(s), or undefined for the placeholder. */
  text: string | undefined
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
  placeholder = 'Pick a date',
  className,
  children,
  ...triggerProps
}: DatePickerShellProps) {
  const [popupName, setPopupName] = useState<string>()
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Trigger
        type="button"
        role="combobox"
        aria-haspopup="dialog"
        onClick={(event) =>
          setPopupName(triggerProps['aria-label'] ?? event.currentTarget.labels?.[0]?.textContent ?? undefined)
        }
        className={cn(inputClasses, 'cursor-pointer items-center justify-between gap-2 text-left', className)}
        {...triggerProps}
      >
        <span className={cn('truncate', text === undefined && 'text-slate-500')}>{text ?? placeholder}</span>
        <CalendarIcon className="size-4 shrink-0 text-slate-500" />
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

const dayFormat = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** How a picker shows a chosen day, e.g. 'Fri, Jun 12, 2026'. */
export const formatPickedDay = (date: Date) => dayFormat.format(date)
