import { useMemo } from 'react'
import type { DayPickerProps, Matcher } from 'react-day-picker'
import type { Holiday } from '@contract/leave'
import { formatBusinessDate, manilaToday, parseBusinessDate } from '@/lib/business-date'
import { holidayKinds } from '@/lib/holiday-kinds'

/** What a calendar marks on its days, and which days cannot be chosen. Dates are business dates. */
export type CalendarMarks = {
  /** Holidays with their names (the leave holidays endpoint); named in each day's label and the legend. */
  holidays?: readonly Holiday[]
  /** Days already taken, e.g. the employee's pending and approved leave (the ongoing-dates endpoint). */
  takenDates?: readonly string[]
  /** What the taken days are, for the legend and each day's label. */
  takenLabel?: string
  /** Taken days cannot be chosen. */
  disableTaken?: boolean
  /** Regular holidays and special non-working days cannot be chosen. */
  disableHolidays?: boolean
  /** Saturdays and Sundays cannot be chosen. */
  disableWeekends?: boolean
  /** The first and last days that can be chosen; the calendar does not go past their months. */
  min?: string
  max?: string
}

export const DEFAULT_TAKEN_LABEL = 'Your leave'

/** The DayPicker props for a set of marks: modifiers, disabled days, bounds, and day labels that name them. */
export function useCalendarMarks({
  holidays = [],
  takenDates = [],
  takenLabel = DEFAULT_TAKEN_LABEL,
  disableTaken = false,
  disableHolidays = false,
  disableWeekends = false,
  min,
  max,
}: CalendarMarks) {
  return useMemo(() => {
    const holidayByDate = new Map(holidays.map((holiday) => [holiday.date, holiday]))
    const taken = new Set(takenDates)
    const isHoliday = (date: Date) => holidayByDate.has(formatBusinessDate(date))
    const isDayOff = (date: Date) => {
      const holiday = holidayByDate.get(formatBusinessDate(date))
      return holiday !== undefined && holiday.type !== 'special_working'
    }
    const isTaken = (date: Date) => taken.has(formatBusinessDate(date))
    const first = parseBusinessDate(min)
    const last = parseBusinessDate(max)

    const disabled: Matcher[] = []
    if (disableWeekends) disabled.push({ dayOfWeek: [0, 6] })
    if (disableHolidays) disabled.push(isDayOff)
    if (disableTaken) disabled.push(isTaken)
    if (first) disabled.push({ before: first })
    if (last) disabled.push({ after: last })

    const labels: DayPickerProps['labels'] = {
      labelDayButton: (date, modifiers) => {
        const holiday = holidayByDate.get(formatBusinessDate(date))
        return [
          modifiers.today ? 'Today' : undefined,
          date.toLocaleDateString('en-PH', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
          holiday ? `${holiday.name} (${holidayKinds[holiday.type]})` : undefined,
          modifiers.taken ? takenLabel : undefined,
          modifiers.selected ? 'selected' : undefined,
        ]
          .filter(Boolean)
          .join(', ')
      },
    }

    return {
      modifiers: { holiday: isHoliday, taken: isTaken },
      disabled,
      labels,
      startMonth: first,
      endMonth: last,
      today: parseBusinessDate(manilaToday()),
      /** The holidays of a month, in date order, for the legend. */
      holidaysIn: (month: Date) =>
        holidays
          .filter((holiday) => holiday.date.startsWith(formatBusinessDate(month).slice(0, 8)))
          .sort((a, b) => a.date.localeCompare(b.date)),
      hasTaken: takenDates.length > 0,
      takenLabel,
    }
  }, [holidays, takenDates, takenLabel, disableTaken, disableHolidays, disableWeekends, min, max])
}

export type CalendarLegendProps = {
  month: Date
  marks: ReturnType<typeof useCalendarMarks>
}

const dayOfMonth = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric' })

/** Under the grid: what the colours mean, and the names of the shown month's holidays. */
export function CalendarLegend({ month, marks }: CalendarLegendProps) {
  const holidays = marks.holidaysIn(month)
  if (holidays.length === 0 && !marks.hasTaken) return null
  return (
    <div
      data-slot="calendar-legend"
      className="mx-3 mb-3 grid max-w-70 gap-1.5 border-t border-slate-200 pt-2 text-xs text-slate-700"
    >
      {holidays.length > 0 && (
        <ul aria-label="Holidays this month" className="grid gap-0.5">
          {holidays.map((holiday) => (
            <li key={holiday.date} className="flex items-baseline gap-1.5">
              <span aria-hidden="true" className="size-1.5 shrink-0 translate-y-[-1px] rounded-full bg-red-600" />
              <span className="font-medium text-red-700">
                {dayOfMonth.format(parseBusinessDate(holiday.date) ?? month)}
              </span>
              <span>{holiday.name}</span>
            </li>
          ))}
        </ul>
      )}
      {marks.hasTaken && (
        <p className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-sm bg-amber-100 ring-1 ring-amber-300" />
          {marks.takenLabel}
        </p>
      )}
    </div>
  )
}
