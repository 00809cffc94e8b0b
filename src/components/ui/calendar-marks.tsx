import { useMemo } from 'react'
import type { DayPickerProps, Matcher } from 'react-day-picker'
import type { Holiday } from '@contract/leave'
import { formatDate, fromLocalDate, manilaToday, toLocalDate } from '@/lib/dates'
import { holidayKinds } from '@/lib/holiday-kinds'
import type { LegendMark } from './calendar-legend'

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

const TAKEN_SWATCH = 'size-3 shrink-0 rounded-sm bg-amber-100 ring-1 ring-amber-300'

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
    const isHoliday = (date: Date) => holidayByDate.has(fromLocalDate(date))
    const isDayOff = (date: Date) => {
      const holiday = holidayByDate.get(fromLocalDate(date))
      return holiday !== undefined && holiday.type !== 'special_working'
    }
    const isTaken = (date: Date) => taken.has(fromLocalDate(date))
    const first = toLocalDate(min)
    const last = toLocalDate(max)

    const disabled: Matcher[] = []
    if (disableWeekends) disabled.push({ dayOfWeek: [0, 6] })
    if (disableHolidays) disabled.push(isDayOff)
    if (disableTaken) disabled.push(isTaken)
    if (first) disabled.push({ before: first })
    if (last) disabled.push({ after: last })

    const labels: DayPickerProps['labels'] = {
      labelDayButton: (date, modifiers) => {
        const holiday = holidayByDate.get(fromLocalDate(date))
        return [
          modifiers.today ? 'Today' : undefined,
          formatDate(fromLocalDate(date)),
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
      today: toLocalDate(manilaToday()),
      /** The holidays of a month, in date order, for the legend (calendar-legend.tsx). */
      holidaysIn: (month: Date) =>
        holidays
          .filter((holiday) => holiday.date.startsWith(fromLocalDate(month).slice(0, 8)))
          .sort((a, b) => a.date.localeCompare(b.date)),
      /** What the legend says the marks mean: the taken days' swatch, when there are any. */
      legendMarks: (takenDates.length > 0 ? [{ label: takenLabel, mark: TAKEN_SWATCH }] : []) satisfies LegendMark[],
    }
  }, [holidays, takenDates, takenLabel, disableTaken, disableHolidays, disableWeekends, min, max])
}
