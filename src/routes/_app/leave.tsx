import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { leaveListQuerySchema, type LeaveRequest } from '@contract/leave'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestViewLink } from '@/components/requests/request-view-link'
import { leaveBalancesQueryOptions } from '@/features/leave/api/get-leave-balances'
import { leavesQueryOptions } from '@/features/leave/api/get-leaves'
import { leaveTypeLabel } from '@/features/leave/components/leave-columns'
import { LeavePage } from '@/features/leave/leave-page'
import { formatDateRange } from '@/lib/dates'
import { requireEmploymentType } from '@/session/guards'

/** The list's search, with the request leave form (`?new=true`) or a request's detail (`?request=12`) over it. */
const search = requestListSearch(leaveListQuerySchema)

/** docs/product/screens-and-routes.md#employee-routes: regular and probationary employees (contract/access.ts). */
export const Route = createFileRoute('/_app/leave')({
  staticData: { title: 'Leave Request' },
  beforeLoad: requireEmploymentType('leave'),
  validateSearch: search.validateSearch,
  search: search.search,
  loaderDeps: search.loaderDeps,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(leavesQueryOptions(listQueryOf(deps)))
    void context.queryClient.prefetchQuery(leaveBalancesQueryOptions())
  },
  // The loader comes with the page's chunk: it only starts fetches the page would start anyway, and
  // it stays out of every page's first load (the /dashboard budget).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: LeaveRoute,
})

function LeaveRoute() {
  const { new: formOpen, request, ...listed } = Route.useSearch()
  const navigate = Route.useNavigate()
  const requestLink = useCallback(
    (leave: LeaveRequest) => (
      <RequestViewLink
        id={leave.id}
        description={`${leaveTypeLabel(leave)}, ${formatDateRange(leave.date_started, leave.date_finished)}`}
      />
    ),
    [],
  )
  return (
    <LeavePage
      search={listed}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
      formOpen={formOpen === true}
      onOpenForm={() => void navigate({ search: (previous) => ({ ...previous, new: true }) })}
      onCloseForm={() => void navigate({ search: (previous) => ({ ...previous, new: undefined }), replace: true })}
      openRequestId={request}
      requestLink={requestLink}
      onCloseRequest={() => void navigate({ search: (previous) => ({ ...previous, request: undefined }) })}
      onFiled={(id) =>
        void navigate({ search: (previous) => ({ ...previous, new: undefined, request: id }), replace: true })
      }
    />
  )
}
