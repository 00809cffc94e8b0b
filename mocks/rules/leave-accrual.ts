import { addMonths } from '@contract/dates/arithmetic'
import type { LeaveType } from '@contract/options'
import type { UserRow } from '../db'
import { accruingTypes, entitlements } from './leave-policy'
import { statutoryYearlyDays } from './statutory-leave'

/**
 * How a balance grows through a year (docs/product/philippines.md#leave-accrual). A type that accrues is credited a
 * twelfth of its yearly entitlement at the start of each month of service: on the hire date and the same day of each
 * later month in the year of hire, on the 1st of each month after. A type granted whole is all there from the first
 * day. Days are kept to the hundredth; twelve credits make the entitlement exactly.
 */

/** The year's full entitlement of a type, by employment type (leave-policy.ts). */
export function entitledDays(user: UserRow, type: LeaveType): number {
  const employment = user.employment_type
  if (employment !== 'regular' && employment !== 'probationary') return 0
  return entitlements[employment][type] ?? statutoryYearlyDays(type) ?? 0
}

/** Leave days are kept to the hundredth (10/12 a month is 0.83). */
export const toHundredth = (days: number) => Math.round(days * 100) / 100

/** The hire date; an account with none on file counts from its creation. */
export const hireDateOf = (user: UserRow): string => user.hired_on ?? user.created_at.slice(0, 10)

/** The first day a year's leave accrues: 1 January, or the hire date in the year of hire; null before hiring. */
export function accrualStart(user: UserRow, year: number): string | null {
  const hired = hireDateOf(user)
  const first = `${year}-01-01`
  if (hired > `${year}-12-31`) return null
  return hired > first ? hired : first
}

/** Months of service begun in the date's year up to and including the date. */
function monthsBegun(start: string, date: string): number {
  let months = 0
  while (months < 12 && addMonths(start, months) <= date && addMonths(start, months).slice(0, 4) === start.slice(0, 4))
    months += 1
  return months
}

export const accrues = (type: LeaveType) => accruingTypes.includes(type)

/** Days of a type accrued in the date's year by that date (the days carried over not included). */
export function accruedBy(user: UserRow, type: LeaveType, date: string): number {
  const start = accrualStart(user, Number(date.slice(0, 4)))
  if (!start || date < start) return 0
  const entitled = entitledDays(user, type)
  if (!accrues(type)) return entitled
  return toHundredth((entitled * monthsBegun(start, date)) / 12)
}

/** What a type gives in a whole year: everything accrued by 31 December (less than the entitlement the year of hire). */
export const yearGrant = (user: UserRow, type: LeaveType, year: number): number =>
  accruedBy(user, type, `${year}-12-31`)

/** The monthly credit of a type that accrues; null for one granted whole. */
export const daysPerMonth = (user: UserRow, type: LeaveType): number | null =>
  accrues(type) ? toHundredth(entitledDays(user, type) / 12) : null
