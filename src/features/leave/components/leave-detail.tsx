import type { LeaveRequest } from '@contract/leave'
import { leaveTypeLabel } from '@contract/options'
import { requestDetail } from '@/components/requests/request-detail-content'
import { formatDateRange } from '@/lib/dates'
import { formatDays } from '@/lib/format'
import { leaveCancels } from '../api/leave-cancels'

/** A leave request's detail in its panel: its fields, then what every request's detail has. */
export const LeaveDetail = requestDetail<LeaveRequest>({
  noun: 'leave request',
  cancels: leaveCancels,
  fields: (leave) => [
    { label: 'Leave type', value: leaveTypeLabel(leave.type) },
    { label: 'Dates', value: formatDateRange(leave.date_started, leave.date_finished) },
    { label: 'Days charged', value: formatDays(leave.days) },
    { label: 'Reason', value: leave.reason },
    ...(leave.cancel_reason ? [{ label: 'Reason for cancelling', value: leave.cancel_reason }] : []),
    ...(leave.remarks ? [{ label: 'Remarks', value: leave.remarks }] : []),
  ],
})
