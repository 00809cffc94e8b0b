import { createFileRoute } from '@tanstack/react-router'
import { expenseListQuery } from '@contract/list-queries'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestPage } from '@/components/requests/request-page'
import { requestListQueryOptions } from '@/components/requests/request-queries'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { expenseKind } from '@/features/expense/expense-kind'
import { firstDataWhereHere } from '@/lib/api/first-responses'
import { requireEmploymentType } from '@/session/guards'

/** docs/product/screens-and-routes.md#employee-routes: regular employees only (contract/access.ts). */
export const Route = createFileRoute('/_app/item')({
  staticData: { title: 'Expense Request' },
  beforeLoad: requireEmploymentType('expense'),
  // The list's rules, not the kind: the search is checked on every page's first load, the kind comes with the page.
  ...requestListSearch(expenseListQuery),
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16); awaited where
  // the landing gate's answer has come, as the page then paints once, with it (decision 57). It comes
  // with the page's chunk, out of every page's first load (the /dashboard budget).
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [
      context.queryClient.prefetchQuery(requestListQueryOptions(expenseKind, listQueryOf(deps))),
    ]),
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: ExpenseRoute,
})

function ExpenseRoute() {
  return (
    <RequestPage
      kind={expenseKind}
      {...useRequestScreen(Route.useSearch(), Route.useNavigate(), expenseKind.describe)}
    />
  )
}
