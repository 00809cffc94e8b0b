import type { ReactNode } from 'react'
import type { RequestStatus } from '@contract/requests'
import { dataTableColumns, type DataTableColumn } from '@/components/data-table/data-table-columns'
import { StatusBadge } from '@/components/ui/status-badge'
import { formatDate, manilaDateOf } from '@/lib/dates'

type RequestRow = { status: RequestStatus; updated_at: string }

/**
 * The columns every request list ends with: its status, when it last changed (newest first when
 * sorted), and the way to its detail, which the screen gives (`viewLink`) since the detail's address
 * is the route's.
 */
export function requestTrailingColumns<Row extends RequestRow>(
  viewLink: (request: Row) => ReactNode,
): DataTableColumn<Row>[] {
  const column = dataTableColumns<Row>()
  return [
    column.accessor((request) => request.status, {
      id: 'status',
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
      enableSorting: true,
      meta: { card: 'badge' },
    }),
    column.accessor((request) => request.updated_at, {
      id: 'updated_at',
      header: 'Last updated',
      cell: (info) => formatDate(manilaDateOf(info.getValue())),
      enableSorting: true,
      sortDescFirst: true,
    }),
    column.display({
      id: 'view',
      header: () => <span className="sr-only">Details</span>,
      cell: (info) => viewLink(info.row.original),
      meta: { card: 'actions' },
    }),
  ]
}
