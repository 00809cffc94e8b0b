import type { ReactNode } from 'react'
import type { LeaveRequest } from '@contract/leave'
import { leaveTypeLabel } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { requestTrailingColumns } from '@/components/requests/request-columns'
import { formatDays } from '@/lib/format'
import { formatDateRange } from '@/lib/dates'

const column = dataTableColumns<LeaveRequest>()

/**
 * The leave list's columns: type, dates, working days, status and last update, and a way
 * to the request's detail, which the page gives (`viewLink`) since the detail's address is the route's.
 */
export function leaveColumns(viewLink: (leave: LeaveRequest) => ReactNode) {
  return column.columns([
    column.accessor('type', {
      header: 'Type',
      cell: (info) => leaveTypeLabel(info.row.original.type),
      enableSorting: true,
      meta: { card: 'title' },
    }),
    column.accessor('date_started', {
      header: 'Dates',
      cell: (info) => formatDateRange(info.row.original.date_started, info.row.original.date_finished),
      enableSorting: true,
    }),
    column.accessor('days', {
      header: 'Days',
      cell: (info) => formatDays(info.getValue()),
      meta: { align: 'end' },
    }),
    ...requestTrailingColumns(viewLink),
  ])
}
