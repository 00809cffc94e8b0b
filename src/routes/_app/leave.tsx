import { createFileRoute } from '@tanstack/react-router'
import type { LeaveRequest } from '@contract/leave'
import { leaveListQuery } from '@contract/list-queries'
import { leaveTypeLabel } from '@contract/options'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { leaveBalancesQueryOptions } from '@/features/leave/api/get-leave-balances'
import { leavesQueryOptions } from '@/features/leave/api/get-leaves'
import { LeavePage } from '@/features/leave/leave-page'
import { firstDataWhereHere } from '@/lib/api/first-responses'
import { formatDateRange } from '@/lib/dates'
import { requireEmploymentType } from '@/session/guards'

/** docs/product/screens-and-routes.md#employee-routes: regular and probationary employees (contract/access.ts). */
export const Route = createFileRoute('/_app/leave')({
  staticData: { title: 'Leave Request' },
  beforeLoad: requireEmploymentType('leave'),
  ...requestListSearch(leaveListQuery),
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16); awaited where
  // the landing gate's answers have come, as the page then paints once, with them (decision 57).
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [
      context.queryClient.prefetchQuery(leavesQueryOptions(listQueryOf(deps))),
      context.queryClient.prefetchQuery(leaveBalancesQueryOptions()),
    ]),
  // The loader comes with the page's chunk: it only starts fetches the page would start anyway, and
  // it stays out of every page's first load (the /dashboard budget).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: LeaveRoute,
})

/** How the list's View link names a leave for a screen reader. */
const describeLeave = (leave: LeaveRequest) =>
  `${leaveTypeLabel(leave.type)}, ${formatDateRange(leave.date_started, leave.date_finished)}`

function LeaveRoute() {
  return <LeavePage {...useRequestScreen(Route.useSearch(), Route.useNavigate(), describeLeave)} />
}
