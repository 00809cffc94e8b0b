import { monthOptions } from '@contract/options'
import { parseBusinessDate, type CalendarDate } from '@contract/dates/business-date'

/**
 * THE display style of a date: '12 Jun 2026', day, short month, year, with no weekday (docs/product/
 * asks for none). A value that is not a date is shown as it came rather than breaking the page.
 */

// Month names come from the contract's option list; ICU's own short names vary ('Sep' or 'Sept').
export const shortMonth = (month: number) => monthOptions[month - 1]?.label.slice(0, 3) ?? ''

export const formatCalendarDate = ({ year, month, day }: CalendarDate) => `${day} ${shortMonth(month)} ${year}`

/** '2026-11-23' -> '23 Nov 2026'. */
export function formatDate(value: string): string {
  const date = parseBusinessDate(value)
  return date ? formatCalendarDate(date) : value
}
