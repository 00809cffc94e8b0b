import { parseBusinessDate } from '@contract/dates/business-date'

/**
 * Business dates as the calendar components (react-day-picker) count days: a Date at local midnight,
 * and back by its local year, month and day, never through UTC, so the browser's time zone cannot
 * shift the day.
 */

/** The local-midnight Date of a business date; undefined for '' or anything that is not a real date. */
export function toLocalDate(value: string | undefined): Date | undefined {
  const date = parseBusinessDate(value)
  return date && new Date(date.year, date.month - 1, date.day)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The business date a calendar day stands for, from the Date's local fields. */
export function fromLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
