import * as days from '@contract/working-days'
import type { LeaveType } from '@contract/options'
import { holidayOn, holidaysOf } from './holidays'

/**
 * The contract's working-day rule (contract/working-days.ts, which the app's form also counts with)
 * over the mock's own holiday table, and the contract's day arithmetic (contract/dates/arithmetic.ts).
 */
export { addDays } from '@contract/dates/arithmetic'
export { datesBetween } from '@contract/working-days'

const holidaysOn = (date: string) => {
  const holiday = holidayOn(date)
  return holiday ? [holiday] : []
}

/** The holidays of every year a range touches. */
function holidaysBetween(start: string, finish: string) {
  const years: number[] = []
  for (let year = Number(start.slice(0, 4)); year <= Number(finish.slice(0, 4)); year += 1) years.push(year)
  return years.flatMap(holidaysOf)
}

export const isWorkingDay = (date: string): boolean => days.isWorkingDay(date, holidaysOn(date))

export const chargesDay = (type: LeaveType, date: string): boolean => days.chargesDay(type, date, holidaysOn(date))

export const leaveDays = (type: LeaveType, start: string, finish: string): number =>
  days.leaveDays(type, start, finish, holidaysBetween(start, finish))
