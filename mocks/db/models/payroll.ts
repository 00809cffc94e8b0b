import { nullable } from '@mswjs/data'
import type { Payslip, PayslipLineCode } from '@contract/payslip'
import { autoIncrement } from '../sequence'

/** Published semi-monthly payslips and their lines. Amounts in pesos with centavos. */
export const payrollModels = {
  payslip: {
    id: autoIncrement('payslip'),
    user_id: Number,
    payslip_year: Number,
    payslip_month: Number,
    cutoff: (): Payslip['cutoff'] => 'first_half',
    period_start: String,
    period_end: String,
    pay_date: String,
    basic_pay: Number,
    gross_pay: Number,
    total_deductions: Number,
    net_pay: Number,
    viewed_at: nullable<string>(() => null),
    created_at: String,
  },

  /** @mswjs/data keeps only primitives and lists of them, so the lines are rows of their own. */
  payslip_line: {
    id: autoIncrement('payslip_line'),
    payslip_id: Number,
    kind: (): 'earning' | 'deduction' => 'earning',
    /** Order on the payslip. */
    position: Number,
    /** What the line pays or takes, the same on every payslip whatever its label says (decision 49). */
    code: (): PayslipLineCode => 'basic_pay',
    label: String,
    amount: Number,
    /** On a government contribution: the employer's share, paid on top of the salary. */
    employer_share: nullable<number>(() => null),
    /** On a line paying unused leave in cash: the days it pays, which the leave balance counts as used. */
    days: nullable<number>(() => null),
  },
}
