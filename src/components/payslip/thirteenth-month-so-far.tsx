import type { ThirteenthMonth } from '@contract/payslip'
import { formatDate } from '@/lib/dates'
import { formatDayAndMonth } from '@/lib/dates/format-month'
import { formatPeso, formatWholePeso } from '@/lib/format'
import { PayAmount } from './pay-amount'

export type ThirteenthMonthSoFarProps = {
  thirteenthMonth: ThirteenthMonth
  /** The page's reveal switch: the amounts are not in the page until it is on. */
  shown: boolean
}

/**
 * The 13th-month pay earned so far this year (PD 851: a twelfth of the basic pay), when it is due and
 * how much of it is tax-exempt (docs/product/philippines.md#payslip-figures): on the dashboard's
 * payslip card and on /payslip.
 */
export function ThirteenthMonthSoFar({ thirteenthMonth: pay, shown }: ThirteenthMonthSoFarProps) {
  if (pay.payslips_counted === 0) {
    return (
      <p className="text-sm text-slate-600">
        Your 13th-month pay for {pay.year} starts adding up with your first payslip of the year.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-xs text-slate-600">{pay.paid ? `13th-month pay ${pay.year}` : '13th-month pay so far'}</p>
      <p className="text-base font-semibold text-ink tabular-nums">
        <PayAmount value={pay.paid?.amount ?? pay.earned_so_far} shown={shown} />
      </p>
      <p className="text-xs text-slate-600">
        {pay.paid
          ? `Paid on ${formatDate(pay.paid.pay_date)}`
          : `Due by ${formatDayAndMonth(pay.due_on)} · a twelfth of your basic pay this year`}
      </p>
      <p className="text-xs text-slate-600 tabular-nums">
        Tax-exempt: <PayAmount value={pay.tax_exempt_part} shown={shown} />
        {shown && pay.taxable_part > 0 && <> · taxable: {formatPeso(pay.taxable_part)}</>}
        <span className="text-slate-500">
          {' '}
          (up to {formatWholePeso(pay.tax_exempt_ceiling)} a year with other benefits)
        </span>
      </p>
    </div>
  )
}
