import type { ReactNode } from 'react'
import type { PayslipSummary } from '@contract/payslip'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { PayAmount } from '@/components/payslip/pay-amount'
import { formatDate } from '@/lib/dates'
import { payslipPeriod } from './payslip-period'
import { ViewedBadge } from './viewed-badge'

const column = dataTableColumns<PayslipSummary>()

/**
 * The payslip list's columns: the cut-off, its pay date, the net pay (hidden with the page's other
 * amounts), whether it was opened, and the way to it, which the route gives (`viewLink`).
 */
export function payslipColumns(viewLink: (payslip: PayslipSummary) => ReactNode, amountsShown: boolean) {
  return column.columns([
    column.display({
      id: 'period',
      header: 'Period',
      cell: (info) => payslipPeriod(info.row.original),
      meta: { card: 'title' },
    }),
    column.accessor('pay_date', {
      header: 'Pay date',
      cell: (info) => formatDate(info.getValue()),
      enableSorting: true,
      sortDescFirst: true,
    }),
    column.accessor('net_pay', {
      header: 'Net pay',
      cell: (info) => <PayAmount value={info.getValue()} shown={amountsShown} />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: 'end' },
    }),
    column.accessor('viewed_at', {
      header: 'Status',
      cell: (info) => <ViewedBadge payslip={info.row.original} />,
      meta: { card: 'badge' },
    }),
    column.display({
      id: 'view',
      header: () => <span className="sr-only">Payslip</span>,
      cell: (info) => viewLink(info.row.original),
      meta: { card: 'actions' },
    }),
  ])
}
