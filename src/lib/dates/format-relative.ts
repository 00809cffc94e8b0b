import { daysBetween, parseBusinessDate } from '@contract/dates/business-date'
import { manilaDateOf, manilaToday } from '@contract/dates/manila'
import { formatDecimal } from '@/lib/format/decimal'

type Unit = 'day' | 'week' | 'month' | 'year'
const nearest: Record<Unit, [last: string, now: string, next: string]> = {
  day: ['yesterday', 'today', 'tomorrow'],
  week: ['last week', 'this week', 'next week'],
  month: ['last month', 'this month', 'next month'],
  year: ['last year', 'this year', 'next year'],
}

/**
 * What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says, written out: its first use loads the browser's
 * locale data, about 0.2 s of a low-tier phone on the way to the dashboard (docs/decisions/0075-numbers-without-locale-data.md).
 * format-relative.test.ts holds the two equal.
 */
function relative(count: number, unit: Unit): string {
  if (Math.abs(count) <= 1) return nearest[unit][count + 1]!
  const counted = `${formatDecimal(Math.abs(count), { fractionDigits: 0 })} ${unit}s`
  return count > 0 ? `in ${counted}` : `${counted} ago`
}

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
  if (size < 7) return relative(days, 'day')
  if (size < 30) return relative(Math.trunc(days / 7), 'week')
  if (size < 365) return relative(Math.trunc(days / 30), 'month')
  return relative(Math.trunc(days / 365), 'year')
}

// A bare `YYYY-MM-DD` is already a Manila date; `new Date()` would read it as UTC midnight.
function manilaDateFor(value: string | number): string {
  if (typeof value === 'string' && parseBusinessDate(value)) return value
  return Number.isNaN(new Date(value).getTime()) ? '' : manilaDateOf(value)
}
