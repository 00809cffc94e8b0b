import { monthOptions } from '@contract/options'
import { parseBusinessDate, type CalendarDate } from './manila-date'

/**
 * Business dates (`YYYY-MM-DD`, Asia/Manila) shown as '23 Nov 2026'. They are read as plain calendar
 * numbers, never through the browser's time zone, so a browser in UTC-8 shows the same day as one in
 * Manila. A value that is not a date is shown as it came rather than breaking the page.
 */

// Month names come from the contract's option list; ICU's own short names vary ('Sep' or 'Sept').
const shortMonth = (month: number) => monthOptions[month - 1]?.label.slice(0, 3) ?? ''

// The weekday of a calendar date is the same in every zone once the date is pinned to UTC.
const weekday = new Intl.DateTimeFormat('en-PH', { weekday: 'short', timeZone: 'UTC' })
const weekdayOf = ({ year, month, day }: CalendarDate) => weekday.format(new Date(Date.UTC(year, month - 1, day)))

const formatCalendarDate = ({ year, month, day }: CalendarDate) => `${day} ${shortMonth(month)} ${year}`

/** '2026-11-23' -> '23 Nov 2026'. */
export function formatDate(value: string): string {
  const date = parseBusinessDate(value)
  return date ? formatCalendarDate(date) : value
}

/** '2026-11-23' -> 'Mon, 23 Nov 2026'. */
export function formatDateWithWeekday(value: string): string {
  const date = parseBusinessDate(value)
  return date ? `${weekdayOf(date)}, ${formatCalendarDate(date)}` : value
}

/**
 * A span of business dates, sharing what both ends share: '23–25 Nov 2026', '30 Nov – 2 Dec 2026',
 * '30 Dec 2026 – 2 Jan 2027', and '23 Nov 2026' for a single day.
 */
export function formatDateRange(start: string, end: string): string {
  const from = parseBusinessDate(start)
  const to = parseBusinessDate(end)
  if (!from || !to) return `${formatDate(start)} – ${formatDate(end)}`
  if (start === end) return formatCalendarDate(from)
  if (from.year !== to.year) return `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`
  if (from.month !== to.month) return `${from.day} ${shortMonth(from.month)} – ${formatCalendarDate(to)}`
  return `${from.day}–${formatCalendarDate(to)}`
}
