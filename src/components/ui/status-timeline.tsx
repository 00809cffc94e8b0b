import type { z } from 'zod'
import type { requestHistorySchema } from '@contract/requests'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/dates'
import { formatRelativeDate } from '@/lib/dates/format-relative'
import { StatusBadge } from './status-badge'

export type RequestHistory = z.infer<typeof requestHistorySchema>

export type StatusTimelineProps = {
  history: RequestHistory
  /** Names the list for assistive technology, e.g. 'Status history'. */
  label?: string
  className?: string
}

/**
 * Who moved a request to which status, when, and with what remarks
 * (docs/product/screen-expectations.md#leave-list-and-detail: who approved and when, with remarks). Oldest first, so it
 * reads as the request's story from filing to where it stands now and each step follows the one that caused it; the
 * current status is the last entry, next to whatever the person can do about it.
 */
export function StatusTimeline({ history, label = 'Status history', className }: StatusTimelineProps) {
  // The contract does not promise an order.
  const entries = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  if (entries.length === 0) return <p className={cn('text-sm text-slate-600', className)}>No status changes yet.</p>
  return (
    <ol aria-label={label} className={cn('relative space-y-4 border-l border-slate-200 pl-5', className)}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-slate-400" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={entry.status} />
            <span className="text-sm text-ink">
              by <span className="font-medium">{entry.by}</span>
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ({formatRelativeDate(entry.at)})
          </p>
          {entry.note && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              <span className="text-slate-600">Remarks: </span>
              {entry.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
