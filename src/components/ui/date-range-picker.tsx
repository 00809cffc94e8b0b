import { useState } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import { lazyPart, usePreloadWhenIdle } from '@/lib/lazy-part'
import type { CalendarMarks } from './calendar-marks'
import { DatePickerShell, formatPickedDay, type PickerTriggerProps } from './date-picker-shell'

const rangeDateCalendar = lazyPart(() => import('./date-picker-calendars').then((m) => m.RangeDateCalendar))

/** First and last day, business dates (`YYYY-MM-DD`); '' when not chosen yet. */
export type BusinessDateRange = { from: string; to: string }

export type DateRangePickerProps = PickerTriggerProps &
  CalendarMarks & {
    value: BusinessDateRange
    onChange: (value: BusinessDateRange) => void
  }

const shortDay = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric' })

function describeRange(from: Date | undefined, to: Date | undefined): string | undefined {
  if (!from) return undefined
  if (!to || formatBusinessDate(from) === formatBusinessDate(to)) return formatPickedDay(from)
  const sameYear = from.getFullYear() === to.getFullYear()
  return `${sameYear ? shortDay.format(from) : formatPickedDay(from)} – ${formatPickedDay(to)}`
}

/**
 * A first and a last day, picked in one calendar: the first pick starts the range (a one-day range
 * until the second), the second pick ends it and closes the calendar. A second pick before the first
 * day starts over from there. The range may span disabled days (weekends, holidays): the server
 * counts the working days.
 */
export function DateRangePicker({
  value,
  onChange,
  holidays,
  takenDates,
  takenLabel,
  disableTaken,
  disableHolidays,
  disableWeekends,
  min,
  max,
  ...triggerProps
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false)
  usePreloadWhenIdle(rangeDateCalendar)
  const from = parseBusinessDate(value.from)
  const to = parseBusinessDate(value.to) ?? from
  const Calendar = rangeDateCalendar.Component

  return (
    <DatePickerShell
      open={open}
      onOpenChange={setOpen}
      text={describeRange(from, to)}
      placeholder="Pick the first and last day"
      preload={rangeDateCalendar.preload}
      {...triggerProps}
    >
      <Calendar
        value={value}
        onChange={onChange}
        onDone={() => setOpen(false)}
        holidays={holidays}
        takenDates={takenDates}
        takenLabel={takenLabel}
        disableTaken={disableTaken}
        disableHolidays={disableHolidays}
        disableWeekends={disableWeekends}
        min={min}
        max={max}
      />
    </DatePickerShell>
  )
}
