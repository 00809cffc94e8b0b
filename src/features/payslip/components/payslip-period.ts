import type { PayslipSummary } from '@contract/payslip'
import { formatDateRange } from '@/lib/dates'

/** A payslip by its cut-off, as people say it: '1–15 Nov 2026'. */
export const payslipPeriod = (payslip: Pick<PayslipSummary, 'period_start' | 'period_end'>) =>
  formatDateRange(payslip.period_start, payslip.period_end)
