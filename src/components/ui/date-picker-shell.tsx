import { Popover } from 'radix-ui'
import { Suspense, useState, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { FocusOnArrival } from './focus-on-arrival'
import { CalendarIcon } from './icons'
import { inputClasses } from './input'
import { Skeleton } from './skeleton'

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
  /** The calendar: a lazy part (date-picker-calendars.tsx), shown in the popup once its code is here. */
  children: ReactNode
  /** Fetches the calendar's code; called at the trigger's first hover or focus. */
  preload: () => void
}

/**
 * A combobox button (like Select) that opens a calendar in a modal popover: the value is read as the
 * button's text, the field's label names both. As in the WAI-ARIA date picker dialog, opening it puts
 * focus on the calendar's day (the chosen one, else today, else the month's first open day); a pick
 * or Escape closes it and focus returns to the button.
 *
 * The trigger is on the page's first load and is never replaced; only the calendar inside the popup
 * loads later (docs/decisions/0036-employee-first-load.md). A press before its code is here opens
 * the popup at once with a calendar-sized skeleton, and focus moves to the day when the calendar comes.
 */
export function DatePickerShell({
  open,
  onOpenChange,
  text,
  placeholder = 'Pick a date',
  className,
  children,
  preload,
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
        onPointerEnter={preload}
        onFocus={preload}
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
          onOpenAutoFocus={(event) => {
            const day = calendarDay(event.currentTarget as HTMLElement)
            if (!day) return
            event.preventDefault()
            day.focus()
          }}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white shadow-md"
        >
          <Suspense fallback={<CalendarSkeleton />}>
            <FocusOnArrival target={calendarDay}>{children}</FocusOnArrival>
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/**
 * Focus goes to the one day the calendar lets Tab reach, here and not from the calendar's own
 * autoFocus: that runs before this popup's focus scope takes over, so inside a modal dialog (the
 * request forms) the dialog pulled focus back to the button. Null while the calendar's code is on its way.
 */
const calendarDay = (popup: HTMLElement) => popup.querySelector<HTMLElement>('button[data-day][tabindex="0"]')

/** The calendar's place while its code is on its way: a month's size, so the popup does not jump. */
function CalendarSkeleton() {
  return (
    <div role="status" className="grid h-84 w-76 max-w-full grid-rows-[auto_1fr] gap-3 p-3">
      <span className="sr-only">Loading the calendar…</span>
      <Skeleton className="h-10 w-40" />
      <Skeleton />
    </div>
  )
}
