import type { LeaveRequest } from '@contract/leave'
import { RequestActionsBar } from '@/components/requests/request-actions-bar'
import { RequestDetail } from '@/components/requests/request-detail'
import { formatDays } from '@/lib/format'
import { formatDateRange, manilaToday } from '@/lib/dates'
import { useCancelLeave, useRequestLeaveCancellation } from '../api/cancel-leave'
import { leaveTypeLabel } from './leave-columns'

/** A leave request's detail in its panel: every field, its files, its history and the cancel flows. */
export function LeaveDetail({ leave, onLinkExpired }: { leave: LeaveRequest; onLinkExpired: () => void }) {
  const cancel = useCancelLeave(leave.id)
  const requestCancellation = useRequestLeaveCancellation(leave.id)
  const fields = [
    { label: 'Leave type', value: leaveTypeLabel(leave) },
    { label: 'Dates', value: formatDateRange(leave.date_started, leave.date_finished) },
    { label: 'Days charged', value: formatDays(leave.days) },
    { label: 'Reason', value: leave.reason },
    ...(leave.cancel_reason ? [{ label: 'Reason for cancelling', value: leave.cancel_reason }] : []),
    ...(leave.remarks ? [{ label: 'Remarks', value: leave.remarks }] : []),
  ]
  return (
    <RequestDetail
      status={leave.status}
      fields={fields}
      attachments={leave.attachments}
      history={leave.history}
      createdAt={leave.created_at}
      updatedAt={leave.updated_at}
      onLinkExpired={onLinkExpired}
      actions={
        <RequestActionsBar
          status={leave.status}
          noun="leave request"
          ended={leave.date_finished < manilaToday()}
          cancel={(body) => cancel.mutateAsync(body)}
          requestCancellation={(body) => requestCancellation.mutateAsync(body)}
        />
      }
    />
  )
}
