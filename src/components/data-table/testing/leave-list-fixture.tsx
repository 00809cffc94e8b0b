import { queryOptions } from '@tanstack/react-query'
import { labelOf, leaveTypeOptions, requestStatusOptions } from '@contract/options'
import type { LeaveListQuery, LeaveRequest } from '@contract/leave'
import { StatusBadge } from '@/components/ui/status-badge'
import { api, apiBody } from '@/lib/api'
import { formatDate, formatDateRange, manilaDateOf } from '@/lib/dates'
import { dataTableColumns } from '../data-table-columns'
import type { SelectFilter } from '../data-table'
import type { ListSearchOf } from '../list-search'
import type { leaveListQuery } from '@contract/list-queries'

/**
 * A leave list as a feature would declare it, for the DataTable's tests and stories: its columns,
 * its filters and its query options over the contract's list route.
 */
const column = dataTableColumns<LeaveRequest>()

export const leaveColumns = column.columns([
  column.accessor('type', {
    header: 'Type',
    cell: (info) => labelOf(leaveTypeOptions, info.getValue()),
    enableSorting: true,
    meta: { card: 'title' },
  }),
  column.accessor('date_started', {
    header: 'Dates',
    cell: (info) => formatDateRange(info.row.original.date_started, info.row.original.date_finished),
    enableSorting: true,
  }),
  column.accessor('days', { header: 'Days', meta: { align: 'end' } }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusBadge status={info.getValue()} />,
    enableSorting: true,
    meta: { card: 'badge' },
  }),
  column.accessor('updated_at', {
    header: 'Last updated',
    cell: (info) => formatDate(manilaDateOf(info.getValue())),
    enableSorting: true,
    sortDescFirst: true,
  }),
])

export type LeaveSearch = ListSearchOf<typeof leaveListQuery>

export const leaveFilters: SelectFilter<LeaveSearch>[] = [
  { key: 'status', label: 'Status', options: requestStatusOptions },
  { key: 'leave_type', label: 'Leave type', options: leaveTypeOptions },
]

export const leaveListQueryOptions = (query: LeaveListQuery) =>
  queryOptions({
    queryKey: ['leave', 'list', query] as const,
    queryFn: ({ signal }) => apiBody(api.leave.list({ query, fetchOptions: { signal } })),
  })
