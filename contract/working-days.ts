import { addDays } from './dates/arithmetic'
import { weekdayOf } from './dates/business-date'
import type { Holiday } from './leave'
import { halfDayLeaveTypes, type LeaveType } from './options'

/**
 * What a leave charges, counted the same way by the server (the mock files it) and by the form (its
 * live preview): weekends and days off excluded, half a day for the half-day types, maternity leave in
 * calendar days. Pure: the caller gives the holidays (the mock its own table, the app GET
 * /leaves/holidays), so both sides agree on every date. The date arithmetic is contract/dates/.
 */

/** Every date from start to finish, both included (at most 401, so a mistyped year cannot run away). */
export function datesBetween(start: string, finish: string): string[] {
  const dates: string[] = []
  for (let date = start; date <= finish && dates.length <= 400; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** A working day is a weekday that is not a regular holiday or a special non-working day. */
export function isWorkingDay(date: string, holidays: readonly Holiday[]): boolean {
  const weekday = weekdayOf(date)
  if (weekday === 0 || weekday === 6) return false
  const holiday = holidays.find((candidate) => candidate.date === date)
  return !holiday || holiday.type === 'special_working'
}

/**
 * Whether a leave of this type uses up `date`. Maternity leave runs in calendar days (RA 11210 gives
 * 105 days, weekends and holidays included); every other type only charges working days.
 */
export function chargesDay(type: LeaveType, date: string, holidays: readonly Holiday[]): boolean {
  return type === 'maternity leave' || isWorkingDay(date, holidays)
}

/** Days a leave charges against the balance: see chargesDay, and half a day for half-day types. */
export function leaveDays(type: LeaveType, start: string, finish: string, holidays: readonly Holiday[]): number {
  const charged = datesBetween(start, finish).filter((date) => chargesDay(type, date, holidays)).length
  return halfDayLeaveTypes.includes(type) ? charged * 0.5 : charged
}

/** Which balance a leave type draws from: half days from vacation; leave without pay from none. */
export function balanceTypeOf(type: LeaveType): LeaveType | null {
  if (type === 'half day-morning' || type === 'half day-afternoon') return 'vacation'
  if (type.startsWith('leave without pay')) return null
  return type
}
