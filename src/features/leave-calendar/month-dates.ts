/**
 * Calendar arithmetic on business dates (`YYYY-MM-DD`) and months (`YYYY-MM`, the calendar endpoint's
 * `month`). Dates are pinned to UTC midnight for the arithmetic only, so the browser's time zone never
 * shifts a day.
 */

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`)
const fromUtc = (date: Date) => date.toISOString().slice(0, 10)

export { addDays } from '@contract/working-days'

/** The same day of another month, kept inside that month (31 Jan + 1 month is 28 or 29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const month = addMonths(monthOf(date), months)
  return `${month}-${String(Math.min(Number(date.slice(8, 10)), daysInMonth(month))).padStart(2, '0')}`
}

export const monthOf = (date: string) => date.slice(0, 7)

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return fromUtc(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7)
}

export function daysInMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, index, 0)).getUTCDate()
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: string) => toUtc(date).getUTCDay()

/** Every date of the month, the 1st first. */
export function datesOfMonth(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`)
}

/**
 * The month as rows of seven, Sunday first (as Philippine calendars print it); days of the
 * neighbouring months are null.
 */
export function weeksOfMonth(month: string): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(weekdayOf(`${month}-01`)).fill(null), ...datesOfMonth(month)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))
}
