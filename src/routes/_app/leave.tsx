import { createFileRoute } from '@tanstack/react-router'
import { leaveListQuery } from '@contract/list-queries'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestPage } from '@/components/requests/request-page'
import { requestListQueryOptions } from '@/components/requests/request-queries'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { leaveBalancesQueryOptions } from '@/features/leave/api/get-leave-balances'
import { leaveKind } from '@/features/leave/leave-kind'
import { firstDataWhereHere } from '@/lib/api/first-responses'
import { requireEmploymentType } from '@/session/guards'

/** docs/product/screens-and-routes.md#employee-routes: regular and probationary employees (contract/access.ts). */
export const Route = createFileRoute('/_app/leave')({
  staticData: { title: 'Leave Request' },
  beforeLoad: requireEmploymentType('leave'),
  // The list's rules, not the kind: the search is checked on every page's first load, the kind comes with the page.
  ...requestListSearch(leaveListQuery),
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16); awaited where
  // the landing gate's answers have come, as the page then paints once, with them (decision 57).
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [
      context.queryClient.prefetchQuery(requestListQueryOptions(leaveKind, listQueryOf(deps))),
      context.queryClient.prefetchQuery(leaveBalancesQueryOptions()),
    ]),
  // The loader comes with the page's chunk: it only starts fetches the page would start anyway, and
  // it stays out of every page's first load (the /dashboard budget).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: LeaveRoute,
})

function LeaveRoute() {
  return (
    <RequestPage kind={leaveKind} {...useRequestScreen(Route.useSearch(), Route.useNavigate(), leaveKind.describe)} />
  )
}
