import type { LeaveRequest } from '@contract/leave'
import { RequestPage, type RequestScreenProps } from '@/components/requests/request-page'
import { lazyPart } from '@/lib/lazy-part'
import { AfterFirstPaint } from '@/lib/after-first-paint'
import { BalanceOnDateCard } from './components/balance-on-date-card'
import { LeaveBalancesCard } from './components/leave-balances-card'
import { leaveDetailView } from './components/leave-detail-view'
import type { LeaveSearch } from './components/leave-filters'
import { LeaveList } from './components/leave-list'

/** The request leave form: a lazy part (docs/decisions/0036-employee-first-load.md). */
export const leaveRequestForm = lazyPart(() =>
  import('./components/leave-request-form').then((m) => m.LeaveRequestForm),
)

export type LeavePageProps = RequestScreenProps<LeaveSearch, LeaveRequest>

// One element for every render: a filter, a page or an opened form changes the search, and React then skips the
// balances beside the list instead of drawing them again (docs/product/quality-targets.md#performance).
const balancesAside = (
  <div className="grid gap-6">
    <LeaveBalancesCard />
    {/* Below the balances, under the fold on a phone: it joins the page after its first paint. */}
    <AfterFirstPaint>
      <BalanceOnDateCard />
    </AfterFirstPaint>
  </div>
)

/**
 * /leave (Leave Request): balances and the balance on a chosen date, the requests list, and over it the request leave form and a
 * request's detail, each opened by the URL.
 */
export function LeavePage({ search, onSearchChange, requestLink, ...screen }: LeavePageProps) {
  return (
    <RequestPage
      {...screen}
      title="Leave Request"
      description="File leave and follow each request until HR decides."
      fileLabel="Request leave"
      form={leaveRequestForm}
      detail={leaveDetailView}
      listLabel="Your leave requests"
      list={<LeaveList search={search} onSearchChange={onSearchChange} viewLink={requestLink} />}
      aside={balancesAside}
    />
  )
}
