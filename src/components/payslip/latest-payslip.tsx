import type { ReactNode } from 'react'
import type { PayslipSummary, ThirteenthMonth } from '@contract/payslip'
import { formatPeso } from '@/lib/format'
import { formatDate, formatDateRange } from '@/lib/dates'
import { Button } from '@/components/ui/button'
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons'
import { PayAmount } from './pay-amount'
import { ThirteenthMonthSoFar } from './thirteenth-month-so-far'
import { useAmountsShown, type AmountsShown } from './use-amounts-shown'

export type LatestPayslipProps = {
  payslip: PayslipSummary | null
  /** How many payslips are unopened, where the card says so (the dashboard). */
  unviewed?: number
  /** Shown and hidden with other amounts on the page; by default the card keeps its own switch. */
  amounts?: AmountsShown
  /** Beside the switch, e.g. a link to the payslip itself. */
  action?: ReactNode
  /** This year's 13th-month pay so far, under the net pay, where the page has it (the dashboard). */
  thirteenthMonth?: ThirteenthMonth | null
}

/**
 * The latest payslip's period, pay date and pay, the amounts hidden until revealed (the dashboard's
 * card and the top of /payslip).
 */
export function LatestPayslip({
  payslip,
  unviewed = 0,
  amounts: sharedAmounts,
  action,
  thirteenthMonth,
}: LatestPayslipProps) {
  const ownAmounts = useAmountsShown()
  const amounts = sharedAmounts ?? ownAmounts
  if (!payslip) {
    return (
      <p className="text-sm text-slate-600">No payslip yet. Your first one shows here once payroll publishes it.</p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Period</dt>
        <dd className="text-ink">{formatDateRange(payslip.period_start, payslip.period_end)}</dd>
        <dt className="text-slate-600">Pay date</dt>
        <dd className="text-ink">{formatDate(payslip.pay_date)}</dd>
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
        <div>
          <p className="text-xs text-slate-600">Net pay</p>
          <p className="text-xl font-semibold text-ink tabular-nums">
            <PayAmount value={payslip.net_pay} shown={amounts.shown} />
          </p>
          {amounts.shown && (
            <p className="text-xs text-slate-600 tabular-nums">
              Gross {formatPeso(payslip.gross_pay)} · Deductions {formatPeso(payslip.total_deductions)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="plain" color="blue" size="sm" onClick={amounts.toggle}>
            {amounts.shown ? <EyeOffIcon /> : <EyeIcon />}
            {amounts.shown ? 'Hide amounts' : 'Show amounts'}
          </Button>
          {action}
        </div>
      </div>
      {thirteenthMonth && (
        <div className="border-t border-slate-100 pt-3">
          <ThirteenthMonthSoFar thirteenthMonth={thirteenthMonth} shown={amounts.shown} />
        </div>
      )}
      {unviewed > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-brand-800">{unviewed}</span>{' '}
          {unviewed === 1 ? 'payslip you have not opened yet' : 'payslips you have not opened yet'}
        </p>
      )}
    </div>
  )
}
