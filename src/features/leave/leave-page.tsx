import type { LeaveRequest } from '@contract/leave'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { lazyPart } from '@/lib/load-later'
import { LeaveBalancesCard } from './components/leave-balances-card'
import type { LeaveSearch } from './components/leave-filters'
import { LeaveList } from './components/leave-list'

export type LeavePageProps = RequestScreenProps<LeaveSearch, LeaveRequest>

const leaveForm = lazyPart(() =>
  import('./components/leave-request-dialog').then((module) => module.LeaveRequestDialog),
)
const leaveDetail = lazyPart(() => import('./components/leave-detail-panel').then((module) => module.LeaveDetailPanel))

/**
 * /leave (Leave Request): balances, the requests list, and over it the request leave form and a
 * request's detail, each opened by the URL.
 */
export function LeavePage({ search, onSearchChange, requestLink, ...overlays }: LeavePageProps) {
  return (
    <RequestPage
      title="Leave Request"
      description="File leave and follow each request until HR decides."
      fileLabel="Request leave"
      listLabel="Your leave requests"
      list={<LeaveList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
      aside={<LeaveBalancesCard />}
      form={leaveForm}
      detail={leaveDetail}
      {...overlays}
    />
  )
}
