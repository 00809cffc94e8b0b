import type { ComponentType } from 'react'
import type { StoredAttachment } from '@contract/fields'
import { hasEnded } from '@contract/request-ends'
import type { RequestStatus } from '@contract/requests'
import type { RequestHistory } from '@/components/ui/status-timeline'
import { manilaToday } from '@/lib/dates'
import { RequestActionsBar } from './request-actions-bar'
import { RequestDetail, type RequestField } from './request-detail'
import { useCancelRequest, type RequestCancels } from './use-cancel-request'

/** What a kind's detail part is given: the request, and what to do when a file's link has expired. */
export type RequestDetailPartProps<Request> = { request: Request; onLinkExpired: () => void }

/** What every request has, whatever its kind; its last day decides whether it has ended (the contract's). */
type AnyRequest = {
  id: number
  status: RequestStatus
  attachments: readonly StoredAttachment[]
  history: RequestHistory
  created_at: string
  updated_at: string
} & Parameters<typeof hasEnded>[0]

export type RequestDetailOf<Request> = {
  /** 'leave request', 'expense request'. */
  noun: string
  /** Every field of the request, in the order the form asks them. */
  fields: (request: Request) => RequestField[]
  /** What its files are called, e.g. 'Receipts'. */
  attachmentsTitle?: string
  cancels: RequestCancels<Request>
}

/**
 * A kind's detail in its panel, for any kind of request: its fields, its files, its history and the
 * cancel flows its status allows. A request that has ended (hasEnded, the server's rule) can no longer
 * be asked to be cancelled. Made once per kind, in the module its lazy part loads.
 */
export function requestDetail<Request extends AnyRequest>({
  noun,
  fields,
  attachmentsTitle,
  cancels,
}: RequestDetailOf<Request>): ComponentType<RequestDetailPartProps<Request>> {
  return function KindDetail({ request, onLinkExpired }) {
    const { cancel, requestCancellation } = useCancelRequest(cancels, request.id)
    return (
      <RequestDetail
        status={request.status}
        fields={fields(request)}
        attachments={request.attachments}
        attachmentsTitle={attachmentsTitle}
        history={request.history}
        createdAt={request.created_at}
        updatedAt={request.updated_at}
        onLinkExpired={onLinkExpired}
        actions={
          <RequestActionsBar
            status={request.status}
            noun={noun}
            ended={hasEnded(request, manilaToday())}
            cancel={(body) => cancel.mutateAsync(body)}
            requestCancellation={(body) => requestCancellation.mutateAsync(body)}
          />
        }
      />
    )
  }
}
