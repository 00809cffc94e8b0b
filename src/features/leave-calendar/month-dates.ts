import { addMonths, daysInMonth } from '@contract/dates/arithmetic'
import { weekdayOf } from '@contract/dates/business-date'

/**
 * The calendar's months (`YYYY-MM`, the calendar endpoint's `month`) and their weeks, over the
 * contract's date arithmetic (contract/dates/).
 */

export const monthOf = (date: string) => date.slice(0, 7)

/** The month `months` after `month` (before it when negative). */
export const shiftMonth = (month: string, months: number): string => monthOf(addMonths(`${month}-01`, months))

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
