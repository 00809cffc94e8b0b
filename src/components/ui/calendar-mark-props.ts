import type { Holiday } from '@contract/leave'

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

// Every key of CalendarMarks, checked by the type: a new mark cannot be left out of the split.
const markKeys: Record<keyof CalendarMarks, true> = {
  holidays: true,
  takenDates: true,
  takenLabel: true,
  disableTaken: true,
  disableHolidays: true,
  disableWeekends: true,
  min: true,
  max: true,
}

/**
 * Splits a picker's props into the calendar's marks and the rest (the trigger's). Apart from
 * calendar-marks.tsx, which the lazy calendar holds, so the pickers' first load stays small.
 */
export function splitMarks<P extends CalendarMarks>(props: P): [CalendarMarks, Omit<P, keyof CalendarMarks>] {
  const marks: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    const side = markKeys[key as keyof CalendarMarks] === true ? marks : rest
    side[key] = value
  }
  return [marks as CalendarMarks, rest as Omit<P, keyof CalendarMarks>]
}
