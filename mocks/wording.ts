import { expenseTypeOptions, labelOf, leaveTypeOptions, requestStatusOptions, type LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { manilaDateOf, manilaWallClock } from '@contract/dates/manila'

/** How amounts, days and statuses read inside the server's messages and e-mails. */

export const statusWords = (status: RequestStatus) => labelOf(requestStatusOptions, status).toLowerCase()

/** "vacation leave", "leave for victims of violence (VAWC, RA 9262)": acronyms keep their capitals. */
export const leaveTypeWords = (type: LeaveType) =>
  labelOf(leaveTypeOptions, type).replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase())

export const expenseTypeWords = (type: string) => labelOf(expenseTypeOptions, type).toLowerCase()

export const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`

const pesoFormat = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })

/** ₱1,234.56, as docs/product/philippines.md#money-and-dates shows money. */
export const pesos = (amount: number) => pesoFormat.format(amount)

const amountFormat = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** PHP 1,234.56: the PDF's standard fonts have no peso sign. */
export const pdfAmount = (amount: number) => `PHP ${amountFormat.format(amount)}`

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// Written out by hand: Intl's en-PH date format differs between browsers and Node's ICU.
const shortDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`

/** "23 Nov 2026", or "23 Nov 2026 to 27 Nov 2026" for a range. */
export function dateRange(start: string, finish: string = start): string {
  return start === finish ? shortDate(start) : `${shortDate(start)} to ${shortDate(finish)}`
}

/**
 * An instant as Manila date and time, the app's format (src/lib/dates/format-date-time.ts): "29 Nov 2026, 3:05 PM".
 * Manila keeps UTC+8 all year, so its wall clock is read with the UTC getters.
 */
export function dateTimeWords(instant: string): string {
  const clock = manilaWallClock(instant)
  const hours = clock.getUTCHours()
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0')
  return `${shortDate(manilaDateOf(instant))}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/**
 * "ending in 6789": how a server's words name a government or account number, as the app's masks show it
 * (docs/product/philippines.md#personal-data): the last four digits only, never the number.
 */
export const numberEnding = (digits: string) => `ending in ${digits.slice(-4)}`
