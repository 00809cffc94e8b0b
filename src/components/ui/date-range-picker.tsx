import { useState } from 'react'
import { formatDateRange, parseBusinessDate } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'
import { splitMarks, type CalendarMarks } from './calendar-mark-props'
import { DatePickerShell } from './date-picker-shell'
import type { ComboboxTriggerProps } from './popover-combobox'

const rangeDateCalendar = lazyPart(() => import('./date-picker-calendars').then((m) => m.RangeDateCalendar))

/** First and last day, business dates (`YYYY-MM-DD`); '' when not chosen yet. */
export type BusinessDateRange = { from: string; to: string }

export type DateRangePickerProps = ComboboxTriggerProps &
  CalendarMarks & {
    value: BusinessDateRange
    onChange: (value: BusinessDateRange) => void
  }

/** The chosen range as the lists show it ('11–15 Jun 2026'); one day until the last is picked. */
function describeRange({ from, to }: BusinessDateRange): string | undefined {
  if (!parseBusinessDate(from)) return undefined
  return formatDateRange(from, parseBusinessDate(to) ? to : from)
}

/**
 * A first and a last day, picked in one calendar: the first pick starts the range (a one-day range
 * until the second), the second pick ends it and closes the calendar. A second pick before the first
 * day starts over from there. The range may span disabled days (weekends, holidays): the server
 * counts the working days.
 */
export function DateRangePicker({ value, onChange, ...props }: DateRangePickerProps) {
  const [marks, triggerProps] = splitMarks(props)
  const [open, setOpen] = useState(false)
  const Calendar = rangeDateCalendar.Component

  return (
    <DatePickerShell
      open={open}
      onOpenChange={setOpen}
      text={describeRange(value)}
      placeholder="Pick the first and last day"
      preload={rangeDateCalendar.preload}
      {...triggerProps}
    >
      <Calendar value={value} onChange={onChange} onDone={() => setOpen(false)} {...marks} />
    </DatePickerShell>
  )
}
