import type { ReactNode } from 'react'
import type { LeaveRequest } from '@contract/leave'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { Button } from '@/components/ui/button'
import { LeaveBalancesCard } from './components/leave-balances-card'
import { LeaveDetailPanel } from './components/leave-detail-panel'
import type { LeaveSearch } from './components/leave-filters'
import { LeaveList } from './components/leave-list'
import { LeaveRequestDialog } from './components/leave-request-dialog'

export type LeavePageProps = {
  search: LeaveSearch
  onSearchChange: (search: LeaveSearch, change: SearchChange) => void
  /** Whether the request leave form is open, and how to open and close it (the route keeps it in the URL). */
  formOpen: boolean
  onOpenForm: () => void
  onCloseForm: () => void
  /** The request whose detail is open, a link to a request's detail, and closing it. */
  openRequestId: number | undefined
  requestLink: (leave: LeaveRequest) => ReactNode
  onCloseRequest: () => void
  /** A filed request: its detail opens. */
  onFiled: (id: number) => void
}

/**
 * /leave (Leave Request): balances, the requests list, and over it the request leave form and a
 * request's detail, each opened by the URL.
 */
export function LeavePage({
  search,
  onSearchChange,
  formOpen,
  onOpenForm,
  onCloseForm,
  openRequestId,
  requestLink,
  onCloseRequest,
  onFiled,
}: LeavePageProps) {
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Leave Request</h1>
          <p className="mt-1 text-sm text-slate-600">File leave and follow each request until HR decides.</p>
        </div>
        <Button type="button" color="blue" onClick={onOpenForm}>
          Request leave
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* Balances first on a phone, where the list is long; beside the list on a laptop. */}
        <div className="lg:order-2">
          <LeaveBalancesCard />
        </div>
        <section aria-label="Your leave requests" className="min-w-0 lg:order-1">
          <LeaveList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />
        </section>
      </div>
      <LeaveRequestDialog open={formOpen} onClose={onCloseForm} onFiled={onFiled} />
      <LeaveDetailPanel id={openRequestId} onClose={onCloseRequest} />
    </main>
  )
}
