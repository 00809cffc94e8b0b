import type { LeaveRequest } from '@contract/leave'
import { leaveTypeLabel } from '@contract/options'
import type { RequestDetailView } from '@/components/requests/request-detail-panel'
import { formatDateRange } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'
import { useLeave } from '../api/get-leave'

/** A leave request beside the list; its fields and cancel flows are a lazy part (docs/decisions/0036-employee-first-load.md). */
export const leaveDetailView: RequestDetailView<LeaveRequest> = {
  useRequest: useLeave,
  typeLabel: (leave) => leaveTypeLabel(leave.type),
  noun: 'Leave request',
  description: (leave) => formatDateRange(leave.date_started, leave.date_finished),
  part: lazyPart(() => import('./leave-detail').then((m) => m.LeaveDetail)),
}
