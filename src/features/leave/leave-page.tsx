import type { LeaveRequest } from '@contract/leave'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { LeaveBalancesCard } from './components/leave-balances-card'
import { LeaveDetailPanel, leaveDetail } from './components/leave-detail-panel'
import type { LeaveSearch } from './components/leave-filters'
import { LeaveList } from './components/leave-list'
import { LeaveRequestDialog, leaveRequestForm } from './components/leave-request-dialog'

export type LeavePageProps = RequestScreenProps<LeaveSearch, LeaveRequest>

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
    <RequestPage
      title="Leave Request"
      description="File leave and follow each request until HR decides."
      fileLabel="Request leave"
      onOpenForm={onOpenForm}
      formPart={leaveRequestForm}
      detailPart={leaveDetail}
      listLabel="Your leave requests"
      list={<LeaveList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
      aside={<LeaveBalancesCard />}
    >
      <LeaveRequestDialog open={formOpen} onClose={onCloseForm} onFiled={onFiled} />
      <LeaveDetailPanel id={openRequestId} onClose={onCloseRequest} />
    </RequestPage>
  )
}
