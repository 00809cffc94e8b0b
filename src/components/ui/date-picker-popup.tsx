import { useState } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import { Button } from './button'
import { Calendar } from './calendar'
import { CalendarLegend } from './calendar-marks'
import { useCalendarMarks } from './calendar-marks'
import type { DatePickerProps } from './date-picker'
import { DatePickerShell } from './date-picker-shell'
import { formatPickedDay, type PickerHandOver } from './picker-trigger'

/** DatePicker's popup: its code loads after the page (date-picker.tsx). */
export function DatePickerPopup({
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
  defaultOpen,
  takeFocus,
  ...triggerProps
}: DatePickerProps & PickerHandOver) {
  const [open, setOpen] = useState(defaultOpen)
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
      takeFocus={takeFocus}
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
