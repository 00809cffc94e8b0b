import { manilaDate } from '../clock'
import { addDays, isWorkingDay } from '../rules/working-days'

/** Dates for seeders, relative to the seed's "now", always landing on working days where it matters. */

export const todayOf = (now: Date) => manilaDate(now.getTime())

export function workingDayOnOrAfter(date: string): string {
  let day = date
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day
}

/** The working day `offset` calendar days from `today` (or the next one), and the end of `count` working days from it. */
export function workingSpan(today: string, offset: number, count: number): { start: string; finish: string } {
  const start = workingDayOnOrAfter(addDays(today, offset))
  let finish = start
  for (let counted = 1; counted < count; counted += 1) finish = workingDayOnOrAfter(addDays(finish, 1))
  return { start, finish }
}

/** Every working day from `from` to `to`, oldest first. */
export function workingDaysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day)
  return days
}
