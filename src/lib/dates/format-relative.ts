import { daysBetween, parseBusinessDate } from '@contract/dates/business-date'
import { manilaDateOf, manilaToday } from '@contract/dates/manila'

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/**
 * How far a day is from today in Manila, by the app's clock (`now()`): 'today', 'yesterday',
 * '3 days ago', 'in 2 days', then weeks ('last week', '2 weeks ago'), months and years. Takes a
 * business date (`YYYY-MM-DD`) or an instant (judged by its Manila date). Whole units count toward
 * zero, so 13 days ago is 'last week', not '2 weeks ago'.
 */
export function formatRelativeDate(value: string | number): string {
  const target = parseBusinessDate(manilaDateFor(value))
  const today = parseBusinessDate(manilaToday())
  if (!target || !today) return ''
  const days = daysBetween(today, target)
  const size = Math.abs(days)
  if (size < 7) return relative.format(days, 'day')
  if (size < 30) return relative.format(Math.trunc(days / 7), 'week')
  if (size < 365) return relative.format(Math.trunc(days / 30), 'month')
  return relative.format(Math.trunc(days / 365), 'year')
}

// A bare `YYYY-MM-DD` is already a Manila date; `new Date()` would read it as UTC midnight.
function manilaDateFor(value: string | number): string {
  if (typeof value === 'string' && parseBusinessDate(value)) return value
  return Number.isNaN(new Date(value).getTime()) ? '' : manilaDateOf(value)
}
