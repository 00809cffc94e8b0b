import type { ReactNode } from 'react'
import type { Payslip } from '@contract/payslip'
import { formatPeso } from '@/lib/format'

const cell = 'py-2 text-sm'
const amountCell = `${cell} pl-3 text-right tabular-nums whitespace-nowrap`

function LinesTable({
  caption,
  head,
  children,
  foot,
}: {
  caption: string
  head: ReactNode
  children: ReactNode
  foot: ReactNode
}) {
  return (
    <table className="w-full border-collapse">
      <caption className="mb-1 text-left text-base font-semibold text-ink">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">{head}</tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-ink">{children}</tbody>
      <tfoot>
        <tr className="border-t border-slate-300 font-semibold text-ink">{foot}</tr>
      </tfoot>
    </table>
  )
}

const headCell = (label: string, end = false) => (
  <th scope="col" className={`py-1.5 font-medium ${end ? 'pl-3 text-right' : 'text-left'}`}>
    {label}
  </th>
)

/**
 * Earnings as payroll wrote them (basic pay, premiums, allowances, the 13th-month pay; on the year's last
 * payslip the unused service incentive leave in cash and a year-end tax refund), then the gross.
 */
export function EarningsTable({ payslip }: { payslip: Payslip }) {
  return (
    <LinesTable
      caption="Earnings"
      head={
        <>
          {headCell('Earning')}
          {headCell('Amount', true)}
        </>
      }
      foot={
        <>
          <th scope="row" className={`${cell} text-left`}>
            Gross pay
          </th>
          <td className={amountCell}>{formatPeso(payslip.gross_pay)}</td>
        </>
      }
    >
      {payslip.earnings.map((line) => (
        <tr key={line.label}>
          <th scope="row" className={`${cell} text-left font-normal`}>
            {line.label}
          </th>
          <td className={amountCell}>{formatPeso(line.amount)}</td>
        </tr>
      ))}
    </LinesTable>
  )
}

/**
 * Deductions with the employee's share, and beside each government contribution the employer's
 * share, which is paid on top of the pay and not taken from it.
 */
export function DeductionsTable({ payslip }: { payslip: Payslip }) {
  const withEmployerShares = payslip.deductions.some((line) => line.employer_share !== undefined)
  return (
    <LinesTable
      caption="Deductions"
      head={
        <>
          {headCell('Deduction')}
          {headCell('Your share', true)}
          {withEmployerShares && headCell('Employer share', true)}
        </>
      }
      foot={
        <>
          <th scope="row" className={`${cell} text-left`}>
            Total deductions
          </th>
          <td className={amountCell}>{formatPeso(payslip.total_deductions)}</td>
          {withEmployerShares && <td className={amountCell} />}
        </>
      }
    >
      {payslip.deductions.map((line) => (
        <tr key={line.label}>
          <th scope="row" className={`${cell} text-left font-normal`}>
            {line.label}
          </th>
          <td className={amountCell}>{formatPeso(line.amount)}</td>
          {withEmployerShares && (
            <td className={`${amountCell} text-slate-600`}>
              {line.employer_share === undefined ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">None</span>
                </>
              ) : (
                formatPeso(line.employer_share)
              )}
            </td>
          )}
        </tr>
      ))}
    </LinesTable>
  )
}

/** The year's totals up to and with this payslip. */
export function YearToDateTable({ payslip }: { payslip: Payslip }) {
  const { year_to_date: totals } = payslip
  const rows: [string, number][] = [
    ['Gross pay', totals.gross_pay],
    ['SSS contributions', totals.sss],
    ['PhilHealth contributions', totals.philhealth],
    ['Pag-IBIG contributions', totals.pagibig],
    ['Withholding tax', totals.withholding_tax],
  ]
  return (
    <LinesTable
      caption={`Year to date (${payslip.payslip_year})`}
      head={
        <>
          {headCell('Total')}
          {headCell('Amount', true)}
        </>
      }
      foot={
        <>
          <th scope="row" className={`${cell} text-left`}>
            Net pay
          </th>
          <td className={amountCell}>{formatPeso(totals.net_pay)}</td>
        </>
      }
    >
      {rows.map(([label, amount]) => (
        <tr key={label}>
          <th scope="row" className={`${cell} text-left font-normal`}>
            {label}
          </th>
          <td className={amountCell}>{formatPeso(amount)}</td>
        </tr>
      ))}
    </LinesTable>
  )
}
