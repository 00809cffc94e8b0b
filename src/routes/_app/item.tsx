import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { expenseListQuerySchema, type ExpenseRequest } from '@contract/expense'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestViewLink } from '@/components/requests/request-view-link'
import { expensesQueryOptions } from '@/features/expense/api/get-expenses'
import { expenseDates, expenseTypeLabel } from '@/features/expense/components/expense-columns'
import { ExpensePage } from '@/features/expense/expense-page'
import { requireEmploymentType } from '@/session/guards'

/** The list's search, with the expense request form (`?new=true`) or a request's detail (`?request=12`) over it. */
const search = requestListSearch(expenseListQuerySchema)

/** docs/product/screens-and-routes.md#employee-routes: regular employees only (contract/access.ts). */
export const Route = createFileRoute('/_app/item')({
  staticData: { title: 'Expense Request' },
  beforeLoad: requireEmploymentType('expense'),
  validateSearch: search.validateSearch,
  search: search.search,
  loaderDeps: search.loaderDeps,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(expensesQueryOptions(listQueryOf(deps)))
  },
  // The loader comes with the page's chunk: it only starts fetches the page would start anyway, and
  // it stays out of every page's first load (the /dashboard budget).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: ExpenseRoute,
})

function ExpenseRoute() {
  const { new: formOpen, request, ...listed } = Route.useSearch()
  const navigate = Route.useNavigate()
  const requestLink = useCallback(
    (expense: ExpenseRequest) => (
      <RequestViewLink
        id={expense.id}
        description={`${expenseTypeLabel(expense)}: ${expense.item_name}, ${expenseDates(expense)}`}
      />
    ),
    [],
  )
  return (
    <ExpensePage
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
