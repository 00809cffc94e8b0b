import { createFileRoute } from '@tanstack/react-router'
import type { ExpenseRequest } from '@contract/expense'
import { expenseListQuery } from '@contract/list-queries'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { expensesQueryOptions } from '@/features/expense/api/get-expenses'
import { expenseDates, expenseTypeLabel } from '@/features/expense/components/expense-columns'
import { ExpensePage } from '@/features/expense/expense-page'
import { firstDataWhereHere } from '@/lib/api/first-responses'
import { requireEmploymentType } from '@/session/guards'

/** docs/product/screens-and-routes.md#employee-routes: regular employees only (contract/access.ts). */
export const Route = createFileRoute('/_app/item')({
  staticData: { title: 'Expense Request' },
  beforeLoad: requireEmploymentType('expense'),
  ...requestListSearch(expenseListQuery),
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16); awaited where
  // the landing gate's answer has come, as the page then paints once, with it (decision 57). It comes
  // with the page's chunk, out of every page's first load (the /dashboard budget).
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [context.queryClient.prefetchQuery(expensesQueryOptions(listQueryOf(deps)))]),
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: ExpenseRoute,
})

/** How the list's View link names an expense request for a screen reader. */
const describeExpense = (expense: ExpenseRequest) =>
  `${expenseTypeLabel(expense.type)}: ${expense.item_name}, ${expenseDates(expense)}`

function ExpenseRoute() {
  return <ExpensePage {...useRequestScreen(Route.useSearch(), Route.useNavigate(), describeExpense)} />
}
