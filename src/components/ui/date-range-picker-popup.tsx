import { useState } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import { Calendar } from './calendar'
import { CalendarLegend, useCalendarMarks } from './calendar-marks'
import { DatePickerShell } from './date-picker-shell'
import { describeRange, RANGE_PLACEHOLDER, type DateRangePickerProps } from './date-range-picker'
import { formatPickedDay, type PickerHandOver } from './picker-trigger'

/**
 * A first and a last day, picked in one calendar: the first pick starts the range (a one-day range
 * until the second), the second pick ends it and closes the calendar. A second pick before the first
 * day starts over from there. The range may span disabled days (weekends, holidays): the server
 * counts the working days. Its code loads after the page (date-range-picker.tsx).
 */
export function DateRangePickerPopup({
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
  defaultOpen,
  takeFocus,
  ...triggerProps
}: DateRangePickerProps & PickerHandOver) {
  const [open, setOpen] = useState(defaultOpen)
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
      placeholder={RANGE_PLACEHOLDER}
      takeFocus={takeFocus}
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
