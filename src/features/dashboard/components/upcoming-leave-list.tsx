import type { Dashboard } from '@contract/dashboard'
import { leaveTypeLabel } from '@contract/options'
import { StatusBadge } from '@/components/ui/status-badge'
import { formatDateRange } from '@/lib/dates'

type UpcomingLeave = NonNullable<Dashboard['upcoming_leaves']>[number]

/** The person's own leave from today on, pending or approved, with the status the leave list shows. */
export function UpcomingLeaveList({ leaves }: { leaves: readonly UpcomingLeave[] }) {
  if (leaves.length === 0) return <p className="text-sm text-slate-600">No leave coming up.</p>
  return (
    <ul className="divide-y divide-slate-100">
      {leaves.map((leave) => (
        <li key={leave.id} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink">{formatDateRange(leave.date_started, leave.date_finished)}</p>
            <p className="truncate text-xs text-slate-600">{leaveTypeLabel(leave.type)}</p>
          </div>
          <StatusBadge status={leave.status} />
        </li>
      ))}
    </ul>
  )
}
