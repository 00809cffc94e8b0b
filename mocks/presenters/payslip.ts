import type { Payslip, PayslipSummary } from '@contract/payslip'
import type { PayslipRow } from '../db'
import { linesOf } from '../db/payslips'

export function presentPayslipSummary(row: PayslipRow): PayslipSummary {
  return {
    id: row.id,
    payslip_year: row.payslip_year,
    payslip_month: row.payslip_month,
    cutoff: row.cutoff,
    period_start: row.period_start,
    period_end: row.period_end,
    pay_date: row.pay_date,
    basic_pay: row.basic_pay,
    gross_pay: row.gross_pay,
    total_deductions: row.total_deductions,
    net_pay: row.net_pay,
    currency: 'PHP',
    viewed_at: row.viewed_at,
    created_at: row.created_at,
  }
}

/** The payslip with its lines, in the order payroll wrote them. */
export function presentPayslip(row: PayslipRow): Payslip {
  return { ...presentPayslipSummary(row), ...linesOf(row.id) }
}
