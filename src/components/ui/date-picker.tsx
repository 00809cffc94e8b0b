import { useState } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import { Button } from './button'
import { Calendar } from './calendar'
import { CalendarLegend, useCalendarMarks, type CalendarMarks } from './calendar-marks'
import { DatePickerShell, formatPickedDay, type PickerTriggerProps } from './date-picker-shell'

export type DatePickerProps = PickerTriggerProps &
  CalendarMarks & {
    /** A business date, `YYYY-MM-DD`, or '' when none is chosen. */
    value: string
    onChange: (value: string) => void
    /** 'dropdown' adds month and year lists, for days far from today such as a birthdate (set min and max). */
    captionLayout?: 'label' | 'dropdown'
    /** Offers a Clear button in the calendar, for an optional date. */
    clearable?: boolean
  }

/** One business date, picked in a calendar that opens on the chosen date's month (or today's). */
export function DatePicker({
  value,
  onChange,
  captionLayout = 'label',
  clearable = false,
  holidays,
  takenDates,
  takenLabel,
  disableTaken,
  disableHolidays,
  disableWeekends,
  min,
  max,
  ...triggerProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false)
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
  const selected = parseBusinessDate(value)
  const [month, setMonth] = useState<Date>()
  const shownMonth = month ?? selected ?? marks.today ?? new Date()

  function changeOpen(next: boolean) {
    setOpen(next)
    // Each opening starts at the chosen date's month.
    setMonth(undefined)
  }

  function choose(next: string) {
    onChange(next)
    changeOpen(false)
  }

  return (
    <DatePickerShell
      open={open}
      onOpenChange={changeOpen}
      text={selected && formatPickedDay(selected)}
      {...triggerProps}
    >
      <Calendar
        mode="single"
        selected={selected}
        onSelect={(_, day) => choose(formatBusinessDate(day))}
        month={shownMonth}
        onMonthChange={setMonth}
        captionLayout={captionLayout}
        modifiers={marks.modifiers}
        disabled={marks.disabled}
        labels={marks.labels}
        startMonth={marks.startMonth}
        endMonth={marks.endMonth}
        today={marks.today}
      />
      <CalendarLegend month={shownMonth} marks={marks} />
      {clearable && selected && (
        <div className="flex justify-end px-3 pb-3">
          <Button size="sm" variant="plain" onClick={() => choose('')}>
            Clear
          </Button>
        </div>
      )}
    </DatePickerShell>
  )
}
