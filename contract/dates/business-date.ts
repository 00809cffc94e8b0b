/**
 * Business dates are Asia/Manila calendar dates written `YYYY-MM-DD` (the contract's businessDateSchema),
 * whatever the browser's own time zone. They are read as plain calendar numbers, or as UTC midnight,
 * never through the local zone, so a browser in UTC-8 sees the same day as one in Manila.
 */

export type CalendarDate = { year: number; month: number; day: number }

export const BUSINESS_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Reads `YYYY-MM-DD`; '', undefined or an impossible date like 2026-02-30 is undefined. */
export function parseBusinessDate(value: string | undefined): CalendarDate | undefined {
  if (!value || !BUSINESS_DATE_PATTERN.test(value)) return undefined
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  // setUTCFullYear takes years 0 to 99 as written (Date.UTC would read 50 as 1950), and rolls 30 Feb over to
  // March: such a string is no date.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return { year, month, day }
}

/** A real day of the calendar written `YYYY-MM-DD` (not 2026-02-30): THE real-date check. */
export const isRealDate = (value: string): boolean => parseBusinessDate(value) !== undefined

const epochDay = ({ year, month, day }: CalendarDate) => {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getTime() / 86_400_000
}

/** Whole days from one business date to another (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => epochDay(to) - epochDay(from)

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay()
