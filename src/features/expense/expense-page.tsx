import type { ExpenseRequest } from '@contract/expense'
import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { ExpenseDetailPanel } from './components/expense-detail-panel'
import type { ExpenseSearch } from './components/expense-filters'
import { ExpenseList } from './components/expense-list'
import { ExpenseRequestForm } from './components/expense-request-form'

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
  return (
    <RequestPage
      title="Expense Request"
      description="Ask to be paid back for training, items and other work costs, and follow each request until HR decides."
      fileLabel="File an expense request"
      onOpenForm={onOpenForm}
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
