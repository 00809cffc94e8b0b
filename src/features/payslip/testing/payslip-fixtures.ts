import { daysInMonth } from '@contract/dates/arithmetic'
import type { Payslip, PayslipChanges, PayslipSummary, ThirteenthMonth } from '@contract/payslip'

/**
 * Maria Santos's payslips for stories, figured as the mock's payroll does (docs/product/philippines.md#payslip-figures,
 * 2026 rates): ₱58,500 a month, the rice subsidy, overtime and night hours in odd months' first half.
 */
export const storyPayslip: Payslip = {
  id: 27,
  payslip_year: 2026,
  payslip_month: 11,
  cutoff: 'first_half',
  period_start: '2026-11-01',
  period_end: '2026-11-15',
  pay_date: '2026-11-13',
  basic_pay: 29_250,
  earnings: [
    { label: 'Basic pay', amount: 29_250 },
    { label: 'Overtime (6 hours at 125%)', amount: 2_521.55 },
    { label: 'Night differential (4 hours at 10%)', amount: 134.48 },
    { label: 'Rice subsidy (de minimis)', amount: 1_000 },
  ],
  deductions: [
    { label: 'SSS contribution', amount: 875, employer_share: 1_750 },
    { label: 'PhilHealth contribution', amount: 731.25, employer_share: 731.25 },
    { label: 'Pag-IBIG contribution', amount: 100, employer_share: 100 },
    { label: 'Withholding tax', amount: 3_644.06 },
  ],
  gross_pay: 32_906.03,
  total_deductions: 5_350.31,
  net_pay: 27_555.72,
  currency: 'PHP',
  viewed_at: null,
  created_at: '2026-11-12T02:00:00.000Z',
  year_to_date: {
    gross_pay: 656_565.5,
    sss: 18_375,
    philhealth: 15_356.25,
    pagibig: 2_100,
    withholding_tax: 69_095.04,
    net_pay: 548_949.55,
  },
}

/** December's second cut-off, the year's last: the 13th-month pay and the year-end tax refund. */
export const storyDecemberPayslip: Payslip = {
  ...storyPayslip,
  id: 6,
  payslip_year: 2025,
  payslip_month: 12,
  cutoff: 'second_half',
  period_start: '2025-12-16',
  period_end: '2025-12-31',
  pay_date: '2025-12-23',
  earnings: [
    { label: 'Basic pay', amount: 29_250 },
    { label: 'Rice subsidy (de minimis)', amount: 1_000 },
    { label: '13th-month pay', amount: 14_625 },
    { label: 'Year-end tax refund', amount: 19_208.31 },
  ],
  deductions: [
    { label: 'SSS contribution', amount: 875, employer_share: 1_750 },
    { label: 'PhilHealth contribution', amount: 731.25, employer_share: 731.25 },
    { label: 'Pag-IBIG contribution', amount: 100, employer_share: 100 },
    { label: 'Withholding tax', amount: 3_112.85 },
  ],
  gross_pay: 64_083.31,
  total_deductions: 4_819.1,
  net_pay: 59_264.21,
  viewed_at: '2025-12-23T12:30:00.000Z',
  year_to_date: {
    gross_pay: 217_989.34,
    sss: 5_250,
    philhealth: 4_387.5,
    pagibig: 600,
    withholding_tax: 0,
    net_pay: 188_543.53,
  },
}

const summaryOf = ({ earnings: _e, deductions: _d, year_to_date: _y, ...summary }: Payslip): PayslipSummary => summary

/** Ten cut-offs back from the latest, the latest two unopened. */
export const storyPayslips: PayslipSummary[] = Array.from({ length: 10 }, (_, back) => {
  const month = 11 - Math.floor((back + 1) / 2)
  const firstHalf = back % 2 === 0
  const pad = String(month).padStart(2, '0')
  const end = firstHalf ? 15 : daysInMonth(`2026-${pad}`)
  return {
    ...summaryOf(storyPayslip),
    id: 27 - back,
    payslip_month: month,
    cutoff: firstHalf ? 'first_half' : 'second_half',
    period_start: `2026-${pad}-${firstHalf ? '01' : '16'}`,
    period_end: `2026-${pad}-${end}`,
    pay_date: `2026-${pad}-${end}`,
    viewed_at: back < 2 ? null : `2026-${pad}-${end}T12:30:00.000Z`,
  }
})

/** Her 2026 so far: 21 cut-offs of ₱29,250 less a day of leave without pay (₱2,689.66), over 12. */
export const storyThirteenthMonth: ThirteenthMonth = {
  year: 2026,
  earned_so_far: 50_963.36,
  basic_pay_counted: 611_560.34,
  payslips_counted: 21,
  due_on: '2026-12-24',
  tax_exempt_ceiling: 90_000,
  other_benefits_so_far: 0,
  tax_exempt_part: 50_963.36,
  taxable_part: 0,
  paid: null,
}

/** The release cut-off of 1-15 November against 16-31 October. */
export const storyPayslipChanges: PayslipChanges = {
  previous: {
    ...summaryOf(storyPayslip),
    id: 26,
    payslip_month: 10,
    cutoff: 'second_half',
    period_start: '2026-10-16',
    period_end: '2026-10-31',
    pay_date: '2026-10-30',
    gross_pay: 30_250,
    total_deductions: 4_819.1,
    net_pay: 25_430.9,
  },
  net_pay_change: 2_124.82,
  gross_pay_change: 2_656.03,
  total_deductions_change: 531.21,
  lines: [
    {
      kind: 'earning',
      code: 'overtime',
      label: 'Overtime (6 hours at 125%)',
      before: null,
      after: 2_521.55,
      change: 2_521.55,
    },
    {
      kind: 'earning',
      code: 'night_differential',
      label: 'Night differential (4 hours at 10%)',
      before: null,
      after: 134.48,
      change: 134.48,
    },
    {
      kind: 'deduction',
      code: 'withholding_tax',
      label: 'Withholding tax',
      before: 3_112.85,
      after: 3_644.06,
      change: 531.21,
    },
  ],
}
