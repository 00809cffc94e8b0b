import { useId, type ReactNode } from 'react'
import type { StoredAttachment } from '@contract/fields'
import type { RequestHistory } from '@/components/ui/status-timeline'
import type { RequestStatus } from '@contract/requests'
import { StatusBadge } from '@/components/ui/status-badge'
import { StatusTimeline } from '@/components/ui/status-timeline'
import { formatDateTime } from '@/lib/dates'
import { RequestAttachments } from './request-attachments'

/** One line of a request's details: what the person filed, in their words. */
export type RequestField = { label: string; value: ReactNode }

export type RequestDetailProps = {
  status: RequestStatus
  /** Every field of the request, in the order the form asks them. */
  fields: readonly RequestField[]
  attachments: readonly StoredAttachment[]
  /** What the files are called for this kind of request, e.g. 'Receipts'. */
  attachmentsTitle?: string
  history: RequestHistory
  createdAt: string
  updatedAt: string
  /** What the status allows (RequestActionsBar). */
  actions?: ReactNode
  onLinkExpired?: () => void
}

/**
 * A request as its owner reads it, for any kind of request: where it stands and what can be done
 * about it first, then every field, the files, and the status history (who, when, remarks).
 */
export function RequestDetail({
  status,
  fields,
  attachments,
  attachmentsTitle = 'Attachments',
  history,
  createdAt,
  updatedAt,
  actions,
  onLinkExpired,
}: RequestDetailProps) {
  const id = useId()
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Status <StatusBadge status={status} />
        </p>
        {actions}
      </div>
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {[
          ...fields,
          { label: 'Filed', value: formatDateTime(createdAt) },
          { label: 'Last updated', value: formatDateTime(updatedAt) },
        ].map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={`${id}-attachments`} className="grid gap-2">
        <h3 id={`${id}-attachments`} className="text-sm font-semibold text-ink">
          {attachmentsTitle}
        </h3>
        <RequestAttachments
          attachments={attachments}
          emptyMessage={`No ${attachmentsTitle.toLowerCase()}.`}
          onLinkExpired={onLinkExpired}
        />
      </section>
      <section aria-labelledby={`${id}-history`} className="grid gap-3">
        <h3 id={`${id}-history`} className="text-sm font-semibold text-ink">
          Status history
        </h3>
        <StatusTimeline history={history} />
      </section>
    </div>
  )
}
