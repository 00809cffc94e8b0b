import type { LeaveRequest } from '@contract/leave'
import { RequestActionsBar } from '@/components/requests/request-actions-bar'
import { RequestDetail } from '@/components/requests/request-detail'
import { RequestDetailSheet } from '@/components/requests/request-detail-sheet'
import { formatDateRange, formatDays, manilaToday } from '@/lib/format'
import { useCancelLeave, useRequestLeaveCancellation } from '../api/cancel-leave'
import { useLeave } from '../api/get-leave'
import { leaveTypeLabel } from './leave-columns'

export type LeaveDetailPanelProps = {
  /** The request the URL names, or undefined (closed). */
  id: number | undefined
  onClose: () => void
}

/** One leave request beside the list: every field, its files, its history and the cancel flows. */
export function LeaveDetailPanel({ id, onClose }: LeaveDetailPanelProps) {
  const leave = useLeave(id)
  const data = leave.data
  return (
    <RequestDetailSheet
      open={id !== undefined}
      onClose={onClose}
      title={data ? `${leaveTypeLabel(data)} request` : 'Leave request'}
      description={data ? formatDateRange(data.date_started, data.date_finished) : undefined}
      state={
        leave.isPending
          ? { status: 'pending' }
          : leave.isError
            ? { status: 'error', message: leave.error.message, retry: () => void leave.refetch() }
            : { status: 'success' }
      }
    >
      {data && <LeaveDetail leave={data} onLinkExpired={() => void leave.refetch()} />}
    </RequestDetailSheet>
  )
}

function LeaveDetail({ leave, onLinkExpired }: { leave: LeaveRequest; onLinkExpired: () => void }) {
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
