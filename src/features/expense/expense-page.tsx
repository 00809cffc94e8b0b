import type { ReactNode } from 'react'
import type { ExpenseRequest } from '@contract/expense'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { Button } from '@/components/ui/button'
import { ExpenseDetailPanel } from './components/expense-detail-panel'
import type { ExpenseSearch } from './components/expense-filters'
import { ExpenseList } from './components/expense-list'
import { ExpenseRequestForm } from './components/expense-request-form'

export type ExpensePageProps = {
  search: ExpenseSearch
  onSearchChange: (search: ExpenseSearch, change: SearchChange) => void
  /** Whether the expense request form is open, and how to open and close it (the route keeps it in the URL). */
  formOpen: boolean
  onOpenForm: () => void
  onCloseForm: () => void
  /** The request whose detail is open, a link to a request's detail, and closing it. */
  openRequestId: number | undefined
  requestLink: (expense: ExpenseRequest) => ReactNode
  onCloseRequest: () => void
  /** A filed request: its detail opens. */
  onFiled: (id: number) => void
}

/**
 * /item (Expense Request): the requests list, and over it the expense request form and a request's
 * detail, each opened by the URL (the leave page's layout, without balances).
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
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Expense Request</h1>
          <p className="mt-1 text-sm text-slate-600">
            Ask to be paid back for training, items and other work costs, and follow each request until HR decides.
          </p>
        </div>
        <Button type="button" color="blue" onClick={onOpenForm}>
          File an expense request
        </Button>
      </div>
      <section aria-label="Your expense requests" className="min-w-0">
        <ExpenseList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />
      </section>
      <RequestFormDialog open={formOpen} onClose={onCloseForm} title="File an expense request">
        <ExpenseRequestForm onFiled={onFiled} onCancel={onCloseForm} />
      </RequestFormDialog>
      <ExpenseDetailPanel id={openRequestId} onClose={onCloseRequest} />
    </main>
  )
}
