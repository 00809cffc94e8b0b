import type { ExpenseRequest } from '@contract/expense'
import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { lazyPart } from '@/lib/lazy-part'
import { ExpenseDetailPanel, expenseDetail } from './components/expense-detail-panel'
import type { ExpenseSearch } from './components/expense-filters'
import { ExpenseList } from './components/expense-list'

/** The expense request form: a lazy part (docs/decisions/0036-employee-first-load.md). */
const expenseRequestForm = lazyPart(() => import('./components/expense-request-form').then((m) => m.ExpenseRequestForm))

export type ExpensePageProps = RequestScreenProps<ExpenseSearch, ExpenseRequest>

/**
 * /item (Expense Request): the requests list, and over it the expense request form and a request's
 * detail, each opened by the URL.
 */
export function ExpensePage({
  search,
  onSearchChange,
  formOpen,
  onOpenForm,
  onCloseForm,
  openRequestId,
  requestLink,
  onCloseRequest,
  onFiled,
}: ExpensePageProps) {
  const ExpenseRequestForm = expenseRequestForm.Component
  return (
    <RequestPage
      title="Expense Request"
      description="Ask to be paid back for training, items and other work costs, and follow each request until HR decides."
      fileLabel="File an expense request"
      onOpenForm={onOpenForm}
      formPart={expenseRequestForm}
      detailPart={expenseDetail}
      listLabel="Your expense requests"
      list={<ExpenseList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
    >
      <RequestFormDialog open={formOpen} onClose={onCloseForm} title="File an expense request">
        <ExpenseRequestForm onFiled={onFiled} onCancel={onCloseForm} />
      </RequestFormDialog>
      <ExpenseDetailPanel id={openRequestId} onClose={onCloseRequest} />
    </RequestPage>
  )
}
