import type { ExpenseRequest } from '@contract/expense'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { lazyPart } from '@/lib/load-later'
import type { ExpenseSearch } from './components/expense-filters'
import { ExpenseList } from './components/expense-list'

export type ExpensePageProps = RequestScreenProps<ExpenseSearch, ExpenseRequest>

const expenseForm = lazyPart(() =>
  import('./components/expense-request-dialog').then((module) => module.ExpenseRequestDialog),
)
const expenseDetail = lazyPart(() =>
  import('./components/expense-detail-panel').then((module) => module.ExpenseDetailPanel),
)

/**
 * /item (Expense Request): the requests list, and over it the expense request form and a request's
 * detail, each opened by the URL.
 */
export function ExpensePage({ search, onSearchChange, requestLink, ...overlays }: ExpensePageProps) {
  return (
    <RequestPage
      title="Expense Request"
      description="Ask to be paid back for training, items and other work costs, and follow each request until HR decides."
      fileLabel="File an expense request"
      listLabel="Your expense requests"
      list={<ExpenseList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
      form={expenseForm}
      detail={expenseDetail}
      {...overlays}
    />
  )
}
