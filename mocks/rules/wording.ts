import { expenseTypeOptions, labelOf, leaveTypeOptions, requestStatusOptions, type LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'

/** How amounts, days and statuses read inside the server's messages and e-mails. */

export const statusWords = (status: RequestStatus) => labelOf(requestStatusOptions, status).toLowerCase()

export const leaveTypeWords = (type: LeaveType) => labelOf(leaveTypeOptions, type).toLowerCase()

export const expenseTypeWords = (type: string) => labelOf(expenseTypeOptions, type).toLowerCase()

export const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`

const pesoFormat = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })

/** ₱1,234.56, as philippines.md shows money. */
export const pesos = (amount: number) => pesoFormat.format(amount)

/** "23 Nov 2026", or "23–27 Nov 2026" for a range. */
export function dateRange(start: string, finish: string = start): string {
  const format = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-PH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return start === finish ? format(start) : `${format(start)} to ${format(finish)}`
}
