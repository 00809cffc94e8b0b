import { Suspense, type ReactNode } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import type { AnchoredPopoverProps } from './anchored-popover'
import { FocusOnArrival } from './focus-on-arrival'
import { CalendarIcon } from './icons'
import { PopoverCombobox, type ComboboxTriggerProps } from './popover-combobox'
import { Skeleton } from './skeleton'

/**
 * The popup around the calendar, Radix Popover with floating-ui: no page shows it first, and with it
 * every list page's first load carried about 10 KB more gzipped (docs/decisions/0036-employee-first-load.md).
 * Exported so a test can have its code here before a press.
 */
export const datePickerPopover = lazyPart<AnchoredPopoverProps>(() =>
  import('./anchored-popover').then((m) => m.AnchoredPopover),
)

type DatePickerShellProps = ComboboxTriggerProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the trigger shows: the chosen date(s), or undefined for the placeholder. */
  text: string | undefined
  /** The calendar: a lazy part (date-picker-calendars.tsx), shown in the popup once its code is here. */
  children: ReactNode
  /** Fetches the calendar's code; called at the trigger's first hover or focus. */
  preload: () => void
}

// The popup's panel, and its placeholder's.
const POPUP = 'z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white shadow-md'

/**
 * A combobox button (like Select) that opens a calendar in a modal popover: the value is read as the
 * button's text, the field's label names both. As in the WAI-ARIA date picker dialog, opening it puts
 * focus on the calendar's day (the chosen one, else today, else the month's first open day); a pick
 * or Escape closes it and focus returns to the button.
 *
 * The trigger is on the page's first load and is never replaced (popover-combobox.tsx); the popup and
 * the calendar inside it load later (docs/decisions/0036-employee-first-load.md). A press before the
 * popup's code is here opens its placeholder, a calendar-sized skeleton in the popup's place; a popup
 * whose calendar is not here yet shows the same skeleton, and focus moves to the day when it comes.
 */
export function DatePickerShell({
  text,
  placeholder = 'Pick a date',
  children,
  preload,
  ...comboboxProps
}: DatePickerShellProps) {
  const Popup = datePickerPopover.Component
  return (
    <PopoverCombobox
      text={text}
      placeholder={placeholder}
      icon={<CalendarIcon className="size-4 shrink-0 text-slate-500" />}
      preload={() => {
        datePickerPopover.preload()
        preload()
      }}
      popoverClassName={POPUP}
      collisionPadding={8}
      skeleton={<CalendarSkeleton />}
      popover={(layer) => (
        <Popup
          {...layer}
          onOpenAutoFocus={(event) => {
            const day = calendarDay(event.currentTarget as HTMLElement)
            if (!day) return
            event.preventDefault()
            day.focus()
          }}
        >
          <Suspense fallback={<CalendarSkeleton />}>
            <FocusOnArrival target={calendarDay}>{children}</FocusOnArrival>
          </Suspense>
        </Popup>
      )}
      {...comboboxProps}
    />
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
