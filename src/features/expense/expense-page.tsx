import type { ExpenseRequest } from '@contract/expense'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { lazyPart } from '@/lib/lazy-part'
import { expenseDetailView } from './components/expense-detail-view'
import type { ExpenseSearch } from './components/expense-filters'
import { ExpenseList } from './components/expense-list'

/** The expense request form: a lazy part (docs/decisions/0036-employee-first-load.md). */
const expenseRequestForm = lazyPart(() => import('./components/expense-request-form').then((m) => m.ExpenseRequestForm))

export type ExpensePageProps = RequestScreenProps<ExpenseSearch, ExpenseRequest>

/**
 * /item (Expense Request): the requests list, and over it the expense request form and a request's
 * detail, each opened by the URL.
 */
export function ExpensePage({ search, onSearchChange, requestLink, ...screen }: ExpensePageProps) {
  return (
    <RequestPage
      {...screen}
      title="Expense Request"
      description="Ask to be paid back for training, items and other work costs, and follow each request until HR decides."
      fileLabel="File an expense request"
      form={expenseRequestForm}
      detail={expenseDetailView}
      listLabel="Your expense requests"
      list={<ExpenseList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
    />
  )
}
