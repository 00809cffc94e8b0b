import { RequestDetailSheet } from '@/components/requests/request-detail-sheet'
import { formatDateRange } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'
import { useLeave } from '../api/get-leave'
import { leaveTypeLabel } from './leave-columns'

/** A request's detail with its cancel flows: a lazy part (docs/decisions/0036-employee-first-load.md). */
export const leaveDetail = lazyPart(() => import('./leave-detail').then((m) => m.LeaveDetail))

export type LeaveDetailPanelProps = {
  /** The request the URL names, or undefined (closed). */
  id: number | undefined
  onClose: () => void
}

/** One leave request beside the list: every field, its files, its history and the cancel flows. */
export function LeaveDetailPanel({ id, onClose }: LeaveDetailPanelProps) {
  const leave = useLeave(id)
  const data = leave.data
  const LeaveDetail = leaveDetail.Component
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
            ? { status: 'error', error: leave.error, retry: () => void leave.refetch() }
            : { status: 'success' }
      }
    >
      {data && <LeaveDetail leave={data} onLinkExpired={() => void leave.refetch()} />}
    </RequestDetailSheet>
  )
}
