import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { LazyPart } from '@/lib/lazy-part'
import type { RequestDetailPartProps } from './request-detail-content'
import { RequestDetailSheet } from './request-detail-sheet'

/** What the detail panel needs of a kind of request (a feature's components/). */
export type RequestDetailView<Request> = {
  /** GET one request (with its history and fresh signed links to its files), while an id is given. */
  useRequest: (id: number | undefined) => UseQueryResult<Request, Error>
  /** The panel's title: '<its type> request' once it is here ('Vacation Leave request'), `noun` until then. */
  typeLabel: (request: Request) => string
  noun: string
  /** Under the title, e.g. the dates. */
  description: (request: Request) => ReactNode
  /** Its fields and cancel flows: a lazy part (requestDetail, docs/decisions/0036-employee-first-load.md). */
  part: LazyPart<RequestDetailPartProps<Request>>
}

export type RequestDetailPanelProps<Request> = {
  /** The request the URL names, or undefined (closed). */
  id: number | undefined
  onClose: () => void
  view: RequestDetailView<Request>
}

/** One request of any kind beside its list: every field, its files, its history and the cancel flows. */
export function RequestDetailPanel<Request>({ id, onClose, view }: RequestDetailPanelProps<Request>) {
  const request = view.useRequest(id)
  const data = request.data
  const Detail = view.part.Component
  return (
    <RequestDetailSheet
      open={id !== undefined}
      onClose={onClose}
      title={data ? `${view.typeLabel(data)} request` : view.noun}
      description={data ? view.description(data) : undefined}
      state={
        request.isPending
          ? { status: 'pending' }
          : request.isError
            ? { status: 'error', error: request.error, retry: () => void request.refetch() }
            : { status: 'success' }
      }
    >
      {data && <Detail request={data} onLinkExpired={() => void request.refetch()} />}
    </RequestDetailSheet>
  )
}
