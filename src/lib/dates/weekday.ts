import { parseBusinessDate } from './parse'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * 'Mon': the weekday alone, for a chart's axis over days that are listed beside it as dates. A date
 * itself shows without its weekday (format-date.ts). The same in every zone, the day pinned to UTC.
 */
export function weekdayName(value: string): string {
  const date = parseBusinessDate(value)
  return date ? (WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()] ?? '') : ''
}
