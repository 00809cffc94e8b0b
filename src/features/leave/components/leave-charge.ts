import type { Holiday } from '@contract/leave'
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
      /** The balance it draws from (the server previews it on the first day), or null for leave without pay. */
      balanceType: LeaveType | null
      /** The dates the person already has leave on. */
      overlapping: string[]
    }

export type LeaveChargeInput = {
  type: LeaveType | ''
  from: string
  to: string
  holidays: readonly Holiday[]
  takenDates: readonly string[]
}

export function leaveCharge({ type, from, to, holidays, takenDates }: LeaveChargeInput): LeaveCharge {
  if (type === '' || from === '' || to === '' || to < from) return { kind: 'incomplete' }
  const days = leaveDays(type, from, to, holidays)
  if (days === 0) return { kind: 'no-working-day' }
  const taken = new Set(takenDates)
  return {
    kind: 'charges',
    days,
    calendarDays: type === 'maternity leave',
    balanceType: balanceTypeOf(type),
    overlapping: datesBetween(from, to).filter((date) => taken.has(date)),
  }
}
