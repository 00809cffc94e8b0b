import type { Holiday, LeaveBalance } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import { balanceTypeOf, datesBetween, leaveDays } from '@contract/working-days'

/** What a leave being filled in will charge, by the server's own rule (contract/working-days.ts). */
export type LeaveCharge =
  | { kind: 'incomplete' }
  | { kind: 'no-working-day' }
  | {
      kind: 'charges'
      days: number
      /** Maternity leave counts calendar days. */
      calendarDays: boolean
      /** The balance it draws from, or null for leave without pay (or a balance of another year). */
      balance: LeaveBalance | null
      /** The dates the person already has leave on. */
      overlapping: string[]
    }

export type LeaveChargeInput = {
  type: LeaveType | ''
  from: string
  to: string
  holidays: readonly Holiday[]
  balances: readonly LeaveBalance[] | undefined
  /** The year the balances are for (this year, in Manila). */
  balanceYear: number
  takenDates: readonly string[]
}

export function leaveCharge({
  type,
  from,
  to,
  holidays,
  balances,
  balanceYear,
  takenDates,
}: LeaveChargeInput): LeaveCharge {
  if (type === '' || from === '' || to === '' || to < from) return { kind: 'incomplete' }
  const days = leaveDays(type, from, to, holidays)
  if (days === 0) return { kind: 'no-working-day' }
  const balanceType = balanceTypeOf(type)
  // The server checks the balance of the year the leave starts in; the page has this year's.
  const balance =
    balanceType && Number(from.slice(0, 4)) === balanceYear
      ? (balances?.find((candidate) => candidate.type === balanceType) ?? null)
      : null
  const taken = new Set(takenDates)
  return {
    kind: 'charges',
    days,
    calendarDays: type === 'maternity leave',
    balance,
    overlapping: datesBetween(from, to).filter((date) => taken.has(date)),
  }
}
