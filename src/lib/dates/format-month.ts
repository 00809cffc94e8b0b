import { monthOptions } from '@contract/options'
import { shortMonth } from './format-date'
import { parseBusinessDate } from '@contract/dates/business-date'

/** '2026-11-23' -> '23 Nov': a day among others of the same month and year (a month's holidays). */
export function formatDayAndMonth(value: string): string {
  const date = parseBusinessDate(value)
  return date ? `${date.day} ${shortMonth(date.month)}` : value
}

/** '2026-11' -> 'November 2026': a month, as a calendar's heading names it. */
export function formatMonth(month: string): string {
  const date = parseBusinessDate(`${month}-01`)
  return date ? `${monthOptions[date.month - 1]?.label} ${date.year}` : month
}
