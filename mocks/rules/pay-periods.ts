import { daysInMonth } from '@contract/dates/arithmetic'
import type { Payslip } from '@contract/payslip'
import { thirteenthMonthDue } from './payroll-rates'
import { addDays, isWorkingDay } from './working-days'

/**
 * Semi-monthly cut-offs: the 1st to the 15th, paid on the 15th, and the 16th to the month's end, paid
 * on its last day. A payday on a weekend or holiday moves to the working day before, as PH payrolls do.
 * December's second cut-off carries the 13th-month pay, due by 24 December, so it is paid by then, ahead
 * of the days it covers (docs/product/philippines.md#payslip-figures).
 */
export type PayPeriod = Pick<
  Payslip,
  'payslip_year' | 'payslip_month' | 'cutoff' | 'period_start' | 'period_end' | 'pay_date'
>

const pad = (value: number) => String(value).padStart(2, '0')

function workingDayOnOrBefore(date: string): string {
  let day = date
  while (!isWorkingDay(day)) day = addDays(day, -1)
  return day
}

function period(year: number, month: number, cutoff: Payslip['cutoff']): PayPeriod {
  const prefix = `${year}-${pad(month)}`
  const end = cutoff === 'first_half' ? `${prefix}-15` : `${prefix}-${daysInMonth(prefix)}`
  return {
    payslip_year: year,
    payslip_month: month,
    cutoff,
    period_start: cutoff === 'first_half' ? `${prefix}-01` : `${prefix}-16`,
    period_end: end,
    pay_date: workingDayOnOrBefore(month === 12 && cutoff === 'second_half' ? `${year}-${thirteenthMonthDue}` : end),
  }
}

export function payPeriodOn(date: string): PayPeriod {
  return period(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)),
    Number(date.slice(8, 10)) <= 15 ? 'first_half' : 'second_half',
  )
}

export function nextPayPeriod(current: PayPeriod): PayPeriod {
  return payPeriodOn(addDays(current.period_end, 1))
}

export function previousPayPeriod(current: PayPeriod): PayPeriod {
  return payPeriodOn(addDays(current.period_start, -1))
}
