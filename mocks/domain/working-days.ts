import { halfDayLeaveTypes, type LeaveType } from '@contract/options'
import { holidayOn } from './holidays'

/** Business dates are 'YYYY-MM-DD' in Asia/Manila; arithmetic on them is done at UTC midnight. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

export function datesBetween(start: string, finish: string): string[] {
  const dates: string[] = []
  for (let date = start; date <= finish && dates.length <= 400; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** A working day is a weekday that is not a regular or special non-working holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  const holiday = holidayOn(date)
  return !holiday || holiday.type === 'special_working'
}

/**
 * Whether a leave of this type uses up `date`. Maternity leave runs in calendar days (RA 11210 gives
 * 105 days, weekends and holidays included); every other type only charges working days.
 */
export function chargesDay(type: LeaveType, date: string): boolean {
  return type === 'maternity leave' || isWorkingDay(date)
}

/** Days a leave charges against the balance: see chargesDay, and half a day for half-day types. */
export function leaveDays(type: LeaveType, start: string, finish: string): number {
  const charged = datesBetween(start, finish).filter((date) => chargesDay(type, date)).length
  return halfDayLeaveTypes.includes(type) ? charged * 0.5 : charged
}
