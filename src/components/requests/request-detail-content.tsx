import { hasEnded } from '@contract/request-ends'
import { manilaToday } from '@/lib/dates'
import { RequestActionsBar } from './request-actions-bar'
import { RequestDetail } from './request-detail'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'
import { useCancelRequest } from './request-changes'

/** What the detail's lazy part is given: the kind, the request, and what to do when a file's link has expired. */
export type RequestDetailPartProps<Request extends AnyRequest, Search extends RequestSearch, Body> = {
  kind: RequestKind<Request, Search, Body>
  request: Request
  onLinkExpired: () => void
}

/**
 * A request's detail in its panel, for any kind: the kind's rows, its files, its history, the kind's
 * own action (a certificate's download) and the cancel flows its status allows. A request that has ended (hasEnded, the server's rule) can no longer
 * be asked to be cancelled. The panel loads it as a lazy part (docs/decisions/0036-employee-first-load.md).
 */
export function RequestDetailContent<Request extends AnyRequest, Search extends RequestSearch, Body>({
  kind,
  request,
  onLinkExpired,
}: RequestDetailPartProps<Request, Search, Body>) {
  const { cancel, requestCancellation } = useCancelRequest(kind, request.id)
  return (
    <RequestDetail
      status={request.status}
      fields={[
        ...kind.detailRows(request),
        ...(request.cancel_reason ? [{ label: 'Reason for cancelling', value: request.cancel_reason }] : []),
        ...(request.remarks ? [{ label: 'Remarks', value: request.remarks }] : []),
      ]}
      attachments={request.attachments}
      attachmentsTitle={kind.words.attachmentsTitle}
      history={request.history}
      createdAt={request.created_at}
      updatedAt={request.updated_at}
      onLinkExpired={onLinkExpired}
      actions={
        <div className="flex flex-wrap gap-2">
          {kind.detailAction?.(request)}
          <RequestActionsBar
            status={request.status}
            noun={kind.words.noun}
            ended={hasEnded(request, manilaToday())}
            cancel={(body) => cancel.mutateAsync(body)}
            requestCancellation={(body) => requestCancellation.mutateAsync(body)}
          />
        </div>
      }
    />
  )
}
