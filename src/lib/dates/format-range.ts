import { formatCalendarDate, formatDate, shortMonth } from './format-date'
import { parseBusinessDate } from '@contract/dates/business-date'

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
