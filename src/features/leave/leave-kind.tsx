import type { z } from 'zod'
import type { createLeaveBodySchema, LeaveRequest } from '@contract/leave'
import type { leaveListQuery } from '@contract/list-queries'
import { leaveTypeLabel, leaveTypeOptions, requestStatusOptions } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import type { ListSearchOf } from '@/components/data-table/list-search'
import type { RequestKind } from '@/components/requests/request-kind'
import { AfterFirstPaint } from '@/lib/after-first-paint'
import { api } from '@/lib/api'
import { formatDateRange } from '@/lib/dates'
import { formatDays } from '@/lib/format'
import { lazyPart } from '@/lib/lazy-part'
import { leaveKeys } from './api/leave-keys'
import { BalanceOnDateCard } from './components/balance-on-date-card'
import { LeaveBalancesCard } from './components/leave-balances-card'

/** The leave list's search in the URL: the contract's list query, filters flattened. */
export type LeaveSearch = ListSearchOf<typeof leaveListQuery>

const column = dataTableColumns<LeaveRequest>()

/** A leave as a screen reader and the list of requests kept on this phone name it: 'Vacation Leave, 2–3 Dec 2026'. */
const describeLeave = (leave: Pick<LeaveRequest, 'type' | 'date_started' | 'date_finished'>) =>
  `${leaveTypeLabel(leave.type)}, ${formatDateRange(leave.date_started, leave.date_finished)}`

/**
 * A leave request, described once for the shared request screen (components/requests,
 * docs/decisions/0060-request-kind-described-once.md): /leave (Leave Request) with the balances beside
 * the list; the list's type, dates and working days (docs/product/records.md#leave-requests); the
 * detail's type, dates, days charged and reason; the request leave form.
 */
export const leaveKind: RequestKind<LeaveRequest, LeaveSearch, z.output<typeof createLeaveBodySchema>> = {
  words: {
    title: 'Leave Request',
    description: 'File leave and follow each request until HR decides.',
    fileLabel: 'Request leave',
    listLabel: 'Your leave requests',
    tableLabel: 'Leave requests',
    searchPlaceholder: 'Type or reason…',
    emptyMessage: 'You have not filed any leave yet.',
    noun: 'leave request',
  },
  keys: leaveKeys,
  // A filed leave never changes the holidays.
  unchangedByAChange: ['holidays'],
  routes: api.leave,
  columns: column.columns([
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
  ]),
  filters: [
    { key: 'status', label: 'Status', options: requestStatusOptions },
    { key: 'leave_type', label: 'Leave type', options: leaveTypeOptions },
  ],
  typeLabel: (leave) => leaveTypeLabel(leave.type),
  summary: (leave) => formatDateRange(leave.date_started, leave.date_finished),
  describe: describeLeave,
  outbox: { kind: 'leave', describeKept: describeLeave },
  detailRows: (leave) => [
    { label: 'Leave type', value: leaveTypeLabel(leave.type) },
    { label: 'Dates', value: formatDateRange(leave.date_started, leave.date_finished) },
    { label: 'Days charged', value: formatDays(leave.days) },
    { label: 'Reason', value: leave.reason },
  ],
  form: lazyPart(() => import('./components/leave-request-form').then((m) => m.LeaveRequestForm)),
  draftKey: 'leave-request',
  // One element for every render: a filter, a page or an opened form changes the search, and React then skips the
  // balances beside the list instead of drawing them again (docs/product/quality-targets.md#performance).
  aside: (
    <div className="grid gap-6">
      <LeaveBalancesCard />
      {/* Below the balances, under the fold on a phone: it joins the page after its first paint. */}
      <AfterFirstPaint>
        <BalanceOnDateCard />
      </AfterFirstPaint>
    </div>
  ),
}
