import { parseBusinessDate, weekdayOf } from '@contract/dates/business-date'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * 'Mon': the weekday alone, for a chart's axis over days that are listed beside it as dates. A date
 * itself shows without its weekday (format-date.ts). The same in every zone.
 */
export function weekdayName(value: string): string {
  return parseBusinessDate(value) ? (WEEKDAYS[weekdayOf(value)] ?? '') : ''
}
