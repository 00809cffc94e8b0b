import { UTCDateMini } from '@date-fns/utc/date/mini'
import { addDays as addDaysTo, addMonths as addMonthsTo } from 'date-fns'

/**
 * THE date arithmetic of the contract, the mock and the app (docs/decisions/0038-one-date-module-one-clock.md),
 * by date-fns on a date whose fields are read in UTC (UTCDateMini): a business date is pinned to UTC midnight,
 * so the browser's time zone and its daylight saving never shift a day.
 */

const utcMidnight = (date: string) => new UTCDateMini(`${date}T00:00:00Z`)
const businessDate = (date: Date) => date.toISOString().slice(0, 10)

export const addDays = (date: string, days: number): string => businessDate(addDaysTo(utcMidnight(date), days))

/**
 * The same day `months` later (or earlier), or that month's last day when it has no such day: 31 Jan + 1 month is
 * 28 Feb (29 in a leap year), 31 Aug 2026 + 6 months is 28 Feb 2027, 29 Feb 2028 + 12 months is 28 Feb 2029.
 */
export const addMonths = (date: string, months: number): string => businessDate(addMonthsTo(utcMidnight(date), months))

/** Days in a month, `YYYY-MM`. */
export const daysInMonth = (month: string): number => Number(addDays(addMonths(`${month}-01`, 1), -1).slice(8))
