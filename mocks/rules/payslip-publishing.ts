import { halfDayLeaveTypes } from '@contract/options'
import { db, type PayslipRow } from '../db'
import { employeeRecordOf } from '../db/employee-records'
import { addLines, codedLinesOf, payslipsOf } from '../db/payslips'
import { leaveRequestsOf } from '../db/requests'
import { findUserById } from '../db/users'
import { unusedServiceIncentiveDays } from './leave-balances'
import { balanceTypeOf } from './leave-policy'
import { semiMonthlyPayslip, type ExtraWork, type PayslipLines } from './payroll'
import { yearEndTaxAdjustment } from './tax-certificate'
import { basicEarned, basicEarnedInYear, thirteenthMonthPay } from './thirteenth-month'
import { chargesDay, datesBetween } from './working-days'
import type { PayPeriod } from './pay-periods'

/**
 * A payslip for one cut-off, as payroll would compute it from the employee's records: half the monthly
 * salary, the rice subsidy, the timesheet's overtime, night hours and regular holidays worked, approved
 * leave without pay taken in the period off the basic pay, and in December's second cut-off the
 * 13th-month pay (rules/thirteenth-month.ts: one twelfth of the basic pay earned in the year). The year's
 * last payroll (December's second cut-off, or the cut-off of a last day HR recorded) also pays the unused
 * service incentive leave in cash and makes the year-end tax adjustment
 * (docs/product/philippines.md#payslip-figures).
 */
export const RICE_SUBSIDY_PER_CUTOFF = 1_000 // ₱2,000 a month, within the de minimis ceiling

/** Days of approved leave without pay inside the period (half-day types count half). */
export function unpaidLeaveDaysIn(userId: number, period: PayPeriod): number {
  let days = 0
  for (const leave of leaveRequestsOf(userId)) {
    if (balanceTypeOf(leave.type) !== null || (leave.status !== 'approved' && leave.status !== 'for_cancellation'))
      continue
    const from = leave.date_started > period.period_start ? leave.date_started : period.period_start
    const to = leave.date_finished < period.period_end ? leave.date_finished : period.period_end
    const charged = datesBetween(from, to).filter((date) => chargesDay(leave.type, date)).length
    days += halfDayLeaveTypes.includes(leave.type) ? charged * 0.5 : charged
  }
  return days
}

/** December's second cut-off, or the cut-off holding the last day of someone who leaves (RR 2-98 sec. 2.79(B)(5)). */
function isYearsLastPayroll(userId: number, period: PayPeriod): boolean {
  if (period.payslip_month === 12 && period.cutoff === 'second_half') return true
  const lastDay = employeeRecordOf(userId)?.separated_on
  return Boolean(lastDay && lastDay >= period.period_start && lastDay <= period.period_end)
}

const codedLines = (lines: PayslipLines) => [
  ...lines.earnings.map((line) => ({ ...line, kind: 'earning' as const })),
  ...lines.deductions.map((line) => ({ ...line, kind: 'deduction' as const })),
]

/** The lines of the person's payslips of the year before this cut-off. */
function earlierLinesOfYear(userId: number, period: PayPeriod) {
  return payslipsOf(userId)
    .filter((slip) => slip.payslip_year === period.payslip_year && slip.period_end < period.period_start)
    .flatMap((slip) => codedLinesOf(slip.id))
}

export function computePayslip(
  userId: number,
  monthlySalary: number,
  period: PayPeriod,
  worked: ExtraWork = {},
): PayslipLines {
  const unpaidLeaveDays = unpaidLeaveDaysIn(userId, period)
  const base = { monthlySalary, unpaidLeaveDays, allowance: RICE_SUBSIDY_PER_CUTOFF, ...worked }
  const user = findUserById(userId)
  if (!user || !isYearsLastPayroll(userId, period)) return semiMonthlyPayslip(base)
  const withoutBonus = semiMonthlyPayslip(base)
  const december = period.payslip_month === 12 && period.cutoff === 'second_half'
  const thirteenthMonth = december
    ? thirteenthMonthPay([
        ...basicEarnedInYear(userId, period.payslip_year, period.period_start),
        basicEarned(withoutBonus.basicPay, withoutBonus.deductions),
      ])
    : 0
  const serviceIncentiveDaysConverted = unusedServiceIncentiveDays(user, period.payslip_year, period.period_end)
  const yearEnd = { ...base, thirteenthMonth, serviceIncentiveDaysConverted }
  const adjustment = yearEndTaxAdjustment([
    ...earlierLinesOfYear(userId, period),
    ...codedLines(semiMonthlyPayslip(yearEnd)),
  ])
  return semiMonthlyPayslip({ ...yearEnd, yearEndTaxAdjustment: adjustment })
}

export function publishPayslip(
  userId: number,
  monthlySalary: number,
  period: PayPeriod,
  { publishedAt, viewedAt = null, worked }: { publishedAt: string; viewedAt?: string | null; worked?: ExtraWork },
): PayslipRow {
  const lines = computePayslip(userId, monthlySalary, period, worked)
  const payslip = db.payslip.create({
    user_id: userId,
    ...period,
    basic_pay: lines.basicPay,
    gross_pay: lines.grossPay,
    total_deductions: lines.totalDeductions,
    net_pay: lines.netPay,
    viewed_at: viewedAt,
    created_at: publishedAt,
  })
  addLines(payslip.id, lines.earnings, lines.deductions)
  return payslip
}
