import { useMemo } from 'react'
import type { DayPickerProps, Matcher } from 'react-day-picker'
import { now } from '@/lib/clock'
import { formatDate, manilaToday } from '@/lib/dates'
import { fromLocalDate, toLocalDate } from '@/lib/dates/local-date'
import { holidayKinds } from '@/lib/holiday-kinds'
import type { LegendMark } from './calendar-legend'
import type { CalendarMarks } from './calendar-mark-props'

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
        // The date first: the button shows its day's number, and its name starts with what it shows (WCAG 2.5.3).
        return [
          formatDate(fromLocalDate(date)),
          modifiers.today ? 'today' : undefined,
          holiday ? `${holiday.name} (${holidayKinds[holiday.type]})` : undefined,
          modifiers.taken ? takenLabel : undefined,
          modifiers.selected ? 'selected' : undefined,
        ]
          .filter(Boolean)
          .join(', ')
      },
    }

    const today = toLocalDate(manilaToday()) ?? new Date(now())
    return {
      /** Spread onto the Calendar: the marks, the days that cannot be chosen, the bounds and today. */
      dayPicker: {
        modifiers: { holiday: isHoliday, taken: isTaken },
        disabled,
        labels,
        startMonth: first,
        endMonth: last,
        today,
      },
      today,
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
