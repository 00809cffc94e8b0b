import type { ThirteenthMonth } from '@contract/payslip'
import { codedLinesOf, payslipsOf } from '../db/payslips'
import { peso, taxablePartOf } from './payroll'
import { taxFreeBonusCeiling, thirteenthMonthDue } from './payroll-rates'

/**
 * The 13th-month pay of PD 851: one twelfth of the basic pay earned in the calendar year, paid by
 * 24 December. The basic pay earned is the payslip's basic pay less its leave without pay; overtime,
 * night differential and holiday pay are premiums and do not count. December's payslip line and the
 * "so far" figure both come from thirteenthMonthPay over the same list, so they cannot drift.
 */
/** One twelfth of the basic pay earned on the payslips given, to the centavo. */
export function thirteenthMonthPay(basicEarned: readonly number[]): number {
  return peso(basicEarned.reduce((sum, amount) => sum + amount, 0) / 12)
}

/** A payslip's basic pay less its leave without pay. */
export function basicEarned(basicPay: number, deductions: readonly { code: string; amount: number }[]): number {
  const unpaid = deductions.filter((line) => line.code === 'unpaid_leave').reduce((sum, line) => sum + line.amount, 0)
  return basicPay - unpaid
}

/** The basic pay earned on each of the year's published payslips, oldest first; before a date if given. */
export function basicEarnedInYear(userId: number, year: number, before?: string): number[] {
  return payslipsOf(userId)
    .filter((slip) => slip.payslip_year === year && (before === undefined || slip.period_end < before))
    .sort((a, b) => a.period_start.localeCompare(b.period_start))
    .map((slip) => basicEarned(slip.basic_pay, codedLinesOf(slip.id)))
}

/**
 * Benefits other than the 13th-month pay that share its tax-free ceiling (bonuses, productivity
 * incentives). The mock's payroll pays none: the rice subsidy is de minimis and has its own ceiling.
 */
function otherBenefitsIn(): number {
  return 0
}

export function thirteenthMonthSoFar(userId: number, year: number): ThirteenthMonth {
  const earned = basicEarnedInYear(userId, year)
  const earnedSoFar = thirteenthMonthPay(earned)
  const otherBenefits = otherBenefitsIn()
  const taxable = taxablePartOf(earnedSoFar, otherBenefits)
  const december = payslipsOf(userId).find(
    (slip) => slip.payslip_year === year && slip.payslip_month === 12 && slip.cutoff === 'second_half',
  )
  const line = december && codedLinesOf(december.id).find((candidate) => candidate.code === 'thirteenth_month')
  return {
    year,
    earned_so_far: earnedSoFar,
    basic_pay_counted: peso(earned.reduce((sum, amount) => sum + amount, 0)),
    payslips_counted: earned.length,
    due_on: `${year}-${thirteenthMonthDue}`,
    tax_exempt_ceiling: taxFreeBonusCeiling,
    other_benefits_so_far: otherBenefits,
    tax_exempt_part: peso(earnedSoFar - taxable),
    taxable_part: taxable,
    paid: december && line ? { payslip_id: december.id, pay_date: december.pay_date, amount: line.amount } : null,
  }
}
