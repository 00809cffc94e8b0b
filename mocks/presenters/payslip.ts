import type { Payslip, PayslipChanges, PayslipLineCode, PayslipSummary, YearToDate } from '@contract/payslip'
import type { PayslipRow } from '../db'
import { codedLinesOf, linesOf, payslipsOf } from '../db/payslips'
import { peso } from '../rules/payroll'
import type { ChangesFromPrevious } from '../rules/payslip-changes'

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

/** The payslip with its lines, in the order payroll wrote them, and the year's totals up to it. */
export function presentPayslip(row: PayslipRow): Payslip {
  return { ...presentPayslipSummary(row), ...linesOf(row.id), year_to_date: yearToDateOf(row) }
}

/**
 * Sums the payslips of the same calendar year paid up to this one (this one included). The withholding
 * tax counts the year-end adjustment, a refund taking back what was withheld.
 */
export function yearToDateOf(row: PayslipRow): YearToDate {
  const totals: YearToDate = { gross_pay: 0, sss: 0, philhealth: 0, pagibig: 0, withholding_tax: 0, net_pay: 0 }
  const byCode: Partial<Record<PayslipLineCode, keyof YearToDate>> = {
    sss: 'sss',
    philhealth: 'philhealth',
    pagibig: 'pagibig',
    withholding_tax: 'withholding_tax',
    year_end_tax_adjustment: 'withholding_tax',
  }
  const sameYear = payslipsOf(row.user_id).filter(
    (slip) => slip.payslip_year === row.payslip_year && slip.period_end <= row.period_end,
  )
  for (const slip of sameYear) {
    totals.gross_pay += slip.gross_pay
    totals.net_pay += slip.net_pay
    for (const line of codedLinesOf(slip.id)) {
      const total = byCode[line.code]
      if (total) totals[total] += line.kind === 'deduction' ? line.amount : -line.amount
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([key, sum]) => [key, peso(sum)])) as YearToDate
}

export function presentPayslipChanges({ previous, ...changes }: ChangesFromPrevious): PayslipChanges {
  return { ...changes, previous: previous && presentPayslipSummary(previous) }
}
