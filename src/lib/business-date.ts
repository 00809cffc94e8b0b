import { now } from './clock'

/**
 * Business dates (`YYYY-MM-DD`, a calendar day in Asia/Manila: the contract's businessDateSchema) as
 * the calendar components need them. A business date becomes a Date at local midnight and back by
 * its local year, month and day, never through UTC, so the browser's time zone cannot shift it.
 */

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The local-midnight Date of a business date; undefined for '' or anything that is not a real date. */
export function parseBusinessDate(value: string | undefined): Date | undefined {
  const match = BUSINESS_DATE.exec(value ?? '')
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  // new Date(2026, 1, 30) rolls over to March: such a string is no date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The business date a calendar day stands for, from the Date's local fields. */
export function formatBusinessDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

// en-CA writes dates as YYYY-MM-DD.
const manilaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Manila, as a business date, by the app's clock. */
export function manilaToday(instant: number = now()): string {
  return manilaDay.format(instant)
}
