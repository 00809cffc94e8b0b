import { halfDayLeaveTypes } from '@contract/options'
import { db, type PayslipRow } from '../db'
import { addLines, linesOf, payslipsOf } from '../db/payslips'
import { leaveRequestsOf } from '../db/requests'
import { balanceTypeOf } from './leave-policy'
import { peso, semiMonthlyPayslip, type ExtraWork, type PayslipLines } from './payroll'
import { chargesDay, datesBetween } from './working-days'
import type { PayPeriod } from './pay-periods'

/**
 * A payslip for one cut-off, as payroll would compute it from the employee's records: half the monthly
 * salary, the rice subsidy, the timesheet's overtime, night hours and regular holidays worked, approved
 * leave without pay taken in the period off the basic pay, and in December's second cut-off the
 * 13th-month pay (one twelfth of the basic pay earned in the year; premiums do not count).
 */
export const RICE_SUBSIDY_PER_CUTOFF = 1_000 // ₱2,000 a month, within the de minimis ceiling

const UNPAID_LINE = /^Leave without pay/

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

/** Basic pay actually earned on the year's earlier payslips (basic pay less unpaid leave). */
function basicEarnedBefore(userId: number, period: PayPeriod): number {
  return payslipsOf(userId)
    .filter((slip) => slip.payslip_year === period.payslip_year && slip.period_end < period.period_start)
    .reduce((sum, slip) => {
      const unpaid = linesOf(slip.id)
        .deductions.filter((line) => UNPAID_LINE.test(line.label))
        .reduce((total, line) => total + line.amount, 0)
      return sum + slip.basic_pay - unpaid
    }, 0)
}

export function computePayslip(
  userId: number,
  monthlySalary: number,
  period: PayPeriod,
  worked: ExtraWork = {},
): PayslipLines {
  const unpaidLeaveDays = unpaidLeaveDaysIn(userId, period)
  const base = { monthlySalary, unpaidLeaveDays, allowance: RICE_SUBSIDY_PER_CUTOFF, ...worked }
  if (period.payslip_month !== 12 || period.cutoff !== 'second_half') return semiMonthlyPayslip(base)
  const withoutBonus = semiMonthlyPayslip(base)
  const unpaidNow = withoutBonus.deductions
    .filter((line) => UNPAID_LINE.test(line.label))
    .reduce((total, line) => total + line.amount, 0)
  const thirteenthMonth = peso((basicEarnedBefore(userId, period) + withoutBonus.basicPay - unpaidNow) / 12)
  return semiMonthlyPayslip({ ...base, thirteenthMonth })
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
