import type { EmploymentType, LeaveType } from '@contract/options'

/**
 * The company's yearly leave entitlements, by employment type (docs/product/philippines.md#statutory-leave: the law's
 * floor is the 5-day service incentive leave after a year of service; most firms give more). Types not listed here
 * (leave without pay) have no balance and are always allowed. Half days draw from vacation.
 */
type Entitlements = Partial<Record<LeaveType, number>>

export const entitlements: Record<Exclude<EmploymentType, 'independent_contractor'>, Entitlements> = {
  regular: {
    vacation: 15,
    sick: 10,
    emergency: 3,
    'bereavement leave': 3,
    'maternity leave': 105,
    'paternity leave': 7,
  },
  probationary: {
    vacation: 5,
    sick: 5,
    emergency: 2,
    'bereavement leave': 3,
    'maternity leave': 105,
    'paternity leave': 7,
  },
}

/** Which balance a leave type draws from: the contract's rule, which the app's form shows as well. */
export { balanceTypeOf } from '@contract/working-days'

/** Balances shown to the employee: the statutory ones only apply to whom the law gives them. */
export function balanceTypesFor(gender: 'male' | 'female' | null): LeaveType[] {
  const base: LeaveType[] = ['vacation', 'sick', 'emergency', 'bereavement leave']
  if (gender === 'female') base.push('maternity leave')
  if (gender === 'male') base.push('paternity leave')
  return base
}

/**
 * The types earned month by month (docs/product/philippines.md#leave-accrual): a twelfth of the year's entitlement is
 * credited at the start of each month of service, counted from the hire date in the year of hire and from 1 January
 * after. The other types are granted whole when the year (or the employment) starts.
 */
export const accruingTypes: readonly LeaveType[] = ['vacation', 'sick']

/**
 * The year's carry-over rule, the one place it is kept: at most this many unused days of a type pass into the next
 * year, usable until its 31 December. Sick leave and the types granted whole do not carry over.
 */
export const carryOverLimits: Partial<Record<LeaveType, number>> = { vacation: 5 }
