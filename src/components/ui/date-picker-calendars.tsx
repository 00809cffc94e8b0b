import { useState } from 'react'
import { formatDate } from '@/lib/dates'
import { fromLocalDate, toLocalDate } from '@/lib/dates/local-date'
import { Button } from './button'
import { Calendar } from './calendar'
import { CalendarLegend } from './calendar-legend'
import type { CalendarMarks } from './calendar-mark-props'
import { useCalendarMarks } from './calendar-marks'

/**
 * What opens in a picker's popup: the calendar (react-day-picker with date-fns) and its legend. The
 * pickers load this module as a lazy part (docs/decisions/0036-employee-first-load.md): their
 * trigger is on the page's first load, the calendar comes after. It lives while the popup is open,
 * so each opening starts on the chosen date's month.
 */

// Under the grid, as wide as the month.
const POPUP_LEGEND = 'mx-3 mb-3 max-w-70 border-t border-slate-200 pt-2'

export type SingleDateCalendarProps = CalendarMarks & {
  /** A business date, `YYYY-MM-DD`, or ''. */
  value: string
  /** A pick ('' for Clear); the picker closes. */
  onChoose: (value: string) => void
  captionLayout?: 'label' | 'dropdown'
  clearable?: boolean
}

/** DatePicker's calendar: one day. */
export function SingleDateCalendar({
  value,
  onChoose,
  captionLayout,
  clearable,
  ...markProps
}: SingleDateCalendarProps) {
  const marks = useCalendarMarks(markProps)
  const selected = toLocalDate(value)
  const [month, setMonth] = useState<Date>()
  const shownMonth = month ?? selected ?? marks.today
  return (
    <>
      <Calendar
        mode="single"
        selected={selected}
        onSelect={(_, day) => onChoose(fromLocalDate(day))}
        month={shownMonth}
        onMonthChange={setMonth}
        captionLayout={captionLayout}
        {...marks.dayPicker}
      />
      <CalendarLegend marks={marks.legendMarks} holidays={marks.holidaysIn(shownMonth)} className={POPUP_LEGEND} />
      {clearable && selected && (
        <div className="flex justify-end px-3 pb-3">
          <Button size="sm" variant="plain" onClick={() => onChoose('')}>
            Clear
          </Button>
        </div>
      )}
    </>
  )
}

export type RangeDateCalendarProps = CalendarMarks & {
  /** First and last day, business dates; '' when not chosen. */
  value: { from: string; to: string }
  onChange: (value: { from: string; to: string }) => void
  /** The second pick ended the range: the picker closes. */
  onDone: () => void
}

/**
 * DateRangePicker's calendar: the first pick starts the range (a one-day range until the second),
 * the second ends it. A second pick before the first day starts over from there.
 */
export function RangeDateCalendar({ value, onChange, onDone, ...markProps }: RangeDateCalendarProps) {
  const marks = useCalendarMarks(markProps)
  const [pickingLast, setPickingLast] = useState(false)
  const from = toLocalDate(value.from)
  const to = toLocalDate(value.to) ?? from
  const [month, setMonth] = useState<Date>()
  const shownMonth = month ?? from ?? marks.today

  function pick(day: Date) {
    const picked = fromLocalDate(day)
    if (!pickingLast || !from || day < from) {
      onChange({ from: picked, to: picked })
      setPickingLast(true)
      return
    }
    onChange({ from: value.from, to: picked })
    onDone()
  }

  return (
    <>
      <Calendar
        mode="range"
        selected={from && { from, to }}
        onSelect={(_, day) => pick(day)}
        month={shownMonth}
        onMonthChange={setMonth}
        {...marks.dayPicker}
        // A live region: says what the next pick does.
        footer={pickingLast && from ? `From ${formatDate(value.from)}. Now pick the last day.` : 'Pick the first day.'}
      />
      <CalendarLegend marks={marks.legendMarks} holidays={marks.holidaysIn(shownMonth)} className={POPUP_LEGEND} />
    </>
  )
}
