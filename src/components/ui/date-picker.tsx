import { useState } from 'react'
import { formatDate, parseBusinessDate } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'
import { splitMarks, type CalendarMarks } from './calendar-mark-props'
import { DatePickerShell } from './date-picker-shell'
import type { ComboboxTriggerProps } from './popover-combobox'

const singleDateCalendar = lazyPart(() => import('./date-picker-calendars').then((m) => m.SingleDateCalendar))

export type DatePickerProps = ComboboxTriggerProps &
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
export function DatePicker({ value, onChange, captionLayout = 'label', clearable = false, ...props }: DatePickerProps) {
  const [marks, triggerProps] = splitMarks(props)
  const [open, setOpen] = useState(false)
  const Calendar = singleDateCalendar.Component

  function choose(next: string) {
    onChange(next)
    setOpen(false)
  }

  return (
    <DatePickerShell
      open={open}
      onOpenChange={setOpen}
      text={parseBusinessDate(value) ? formatDate(value) : undefined}
      preload={singleDateCalendar.preload}
      {...triggerProps}
    >
      <Calendar value={value} onChoose={choose} captionLayout={captionLayout} clearable={clearable} {...marks} />
    </DatePickerShell>
  )
}
