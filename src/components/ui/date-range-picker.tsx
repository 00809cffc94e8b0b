import { useState } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import { Calendar } from './calendar'
import { CalendarLegend, useCalendarMarks, type CalendarMarks } from './calendar-marks'
import { DatePickerShell, formatPickedDay, type PickerTriggerProps } from './date-picker-shell'

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
  const [pickingLast, setPickingLast] = useState(false)
  const marks = useCalendarMarks({
    holidays,
    takenDates,
    takenLabel,
    disableTaken,
    disableHolidays,
    disableWeekends,
    min,
    max,
  })
  const from = parseBusinessDate(value.from)
  const to = parseBusinessDate(value.to) ?? from
  const [month, setMonth] = useState<Date>()
  const shownMonth = month ?? from ?? marks.today ?? new Date()

  function changeOpen(next: boolean) {
    setOpen(next)
    setPickingLast(false)
    setMonth(undefined)
  }

  function pick(day: Date) {
    const picked = formatBusinessDate(day)
    if (!pickingLast || !from || day < from) {
      onChange({ from: picked, to: picked })
      setPickingLast(true)
      return
    }
    onChange({ from: value.from, to: picked })
    changeOpen(false)
  }

  return (
    <DatePickerShell
      open={open}
      onOpenChange={changeOpen}
      text={describeRange(from, to)}
      placeholder="Pick the first and last day"
      {...triggerProps}
    >
      <Calendar
        mode="range"
        selected={from && { from, to }}
        onSelect={(_, day) => pick(day)}
        month={shownMonth}
        onMonthChange={setMonth}
        modifiers={marks.modifiers}
        disabled={marks.disabled}
        labels={marks.labels}
        startMonth={marks.startMonth}
        endMonth={marks.endMonth}
        today={marks.today}
        // A live region: says what the next pick does.
        footer={pickingLast && from ? `From ${formatPickedDay(from)}. Now pick the last day.` : 'Pick the first day.'}
      />
      <CalendarLegend month={shownMonth} marks={marks} />
    </DatePickerShell>
  )
}
