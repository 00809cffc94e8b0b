import { createFileRoute, Link, type SearchSchemaInput } from '@tanstack/react-router'
import { useCallback } from 'react'
import { leaveListQuerySchema, type LeaveRequest } from '@contract/leave'
import { listQueryOf, listSearch } from '@/components/data-table/list-search'
import { leaveBalancesQueryOptions } from '@/features/leave/api/get-leave-balances'
import { leavesQueryOptions } from '@/features/leave/api/get-leaves'
import { leaveTypeLabel } from '@/features/leave/components/leave-columns'
import type { LeaveSearch } from '@/features/leave/components/leave-filters'
import { LeavePage } from '@/features/leave/leave-page'
import { formatDateRange } from '@/lib/format'
import { requireEmploymentType } from '@/session/guards'

/** What opens over the list, also in the URL: the request leave form, or a request's detail. */
type LeaveOverlays = { new?: true; request?: number }

const list = listSearch(leaveListQuerySchema)

function overlaysOf(raw: Record<string, unknown>): LeaveOverlays {
  const request = Number(raw.request)
  return {
    new: raw.new === true || raw.new === 'true' ? true : undefined,
    request: Number.isInteger(request) && request > 0 ? request : undefined,
  }
}

/** Spec section 2: regular and probationary employees (contract/access.ts). */
export const Route = createFileRoute('/_app/leave')({
  staticData: { title: 'Leave Request' },
  beforeLoad: requireEmploymentType('leave'),
  validateSearch: (input: Partial<LeaveSearch & LeaveOverlays> & SearchSchemaInput): LeaveSearch & LeaveOverlays => {
    const { new: _new, request: _request, ...listInput } = input
    return { ...list.validateSearch(listInput), ...overlaysOf(input) }
  },
  search: list.search,
  loaderDeps: ({ search: { new: _new, request: _request, ...listed } }) => listed,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(leavesQueryOptions(listQueryOf(deps)))
    void context.queryClient.prefetchQuery(leaveBalancesQueryOptions())
  },
  component: LeaveRoute,
})

function LeaveRoute() {
  const { new: formOpen, request, ...listed } = Route.useSearch()
  const navigate = Route.useNavigate()
  const requestLink = useCallback(
    (leave: LeaveRequest) => (
      <Link
        to="."
        search={(previous) => ({ ...previous, request: leave.id })}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        View
        <span className="sr-only">
          {' '}
          {`${leaveTypeLabel(leave)}, ${formatDateRange(leave.date_started, leave.date_finished)}`}
        </span>
      </Link>
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
