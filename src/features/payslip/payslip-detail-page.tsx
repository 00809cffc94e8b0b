import type { ReactNode } from 'react'
import type { Payslip } from '@contract/payslip'
import { Card } from '@/components/ui/card'
import { Page, PageHeader } from '@/components/ui/page'
import { formatPeso } from '@/lib/format'
import { formatDate } from '@/lib/dates'
import { usePayslip } from './api/get-payslip'
import { PayslipActions } from './components/payslip-actions'
import { PayslipChanges } from './components/payslip-changes'
import { DeductionsTable, EarningsTable, YearToDateTable } from './components/payslip-lines'
import { payslipPeriod } from './components/payslip-period'

export type PayslipDetailPageProps = {
  id: number
  /** Back to the list, which the route gives (its address, with the list's filters). */
  backLink: ReactNode
}

const hasThirteenthMonth = (payslip: Payslip) => payslip.earnings.some((line) => /13th-month/i.test(line.label))

/**
 * /payslip/$id: one payslip as payroll issued it (earnings, deductions with the employer's shares,
 * net pay and the year's totals), to download as a PDF or print. Opening it marks it viewed.
 */
export function PayslipDetailPage({ id, backLink }: PayslipDetailPageProps) {
  const { data: payslip } = usePayslip(id)
  return (
    <Page width="medium">
      <div className="print:hidden">{backLink}</div>
      <Card asChild spacing="document">
        <article data-print-area aria-labelledby="payslip-title">
          <PageHeader
            titleId="payslip-title"
            title={`Payslip for ${payslipPeriod(payslip)}`}
            description={
              <>
                <p>Paid on {formatDate(payslip.pay_date)}</p>
                {hasThirteenthMonth(payslip) && (
                  <p className="font-medium text-brand-800">Includes your 13th-month pay.</p>
                )}
              </>
            }
            actions={<PayslipActions payslip={payslip} />}
          />
          <div className="grid gap-6 md:grid-cols-2 md:items-start print:grid-cols-2">
            <EarningsTable payslip={payslip} />
            <DeductionsTable payslip={payslip} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3">
            <h2 className="text-base font-semibold text-ink">Net pay</h2>
            <p className="text-2xl font-semibold text-ink tabular-nums">{formatPeso(payslip.net_pay)}</p>
          </div>
          <div className="md:max-w-md">
            <YearToDateTable payslip={payslip} />
          </div>
          <p className="text-xs text-slate-600">
            Employer shares are paid by your employer on top of your pay; they are not taken from it.
          </p>
        </article>
      </Card>
      <PayslipChanges id={payslip.id} />
    </Page>
  )
}
