import type { ComponentType } from 'react'
import { showsKeptAnswer } from '@/lib/kept-answers/kept-answer-state'
import { lazyPart } from '@/lib/lazy-part'
import type { RequestDetailPartProps } from './request-detail-content'
import { RequestDetailSheet } from './request-detail-sheet'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'
import { useRequest } from './request-queries'

/** The detail's rows and cancel flows: one lazy part for every kind (docs/decisions/0036-employee-first-load.md). */
export const requestDetailContent = lazyPart(() =>
  import('./request-detail-content').then((m) => m.RequestDetailContent),
)

export type RequestDetailPanelProps<Request extends AnyRequest, Search extends RequestSearch, Body> = {
  kind: RequestKind<Request, Search, Body>
  /** The request the URL names, or undefined (closed). */
  id: number | undefined
  onClose: () => void
}

/**
 * One request of any kind beside its list: every field, its files, its history and the cancel flows.
 * Its title is '<its type> request' once it is here ('Vacation Leave request'), the kind's noun until then.
 */
export function RequestDetailPanel<Request extends AnyRequest, Search extends RequestSearch, Body>({
  kind,
  id,
  onClose,
}: RequestDetailPanelProps<Request, Search, Body>) {
  const request = useRequest(kind, id)
  const data = request.data
  // One part serves every kind: its props are the kind's own here.
  const Detail = requestDetailContent.Component as unknown as ComponentType<
    RequestDetailPartProps<Request, Search, Body>
  >
  return (
    <RequestDetailSheet
      open={id !== undefined}
      onClose={onClose}
      title={data ? `${kind.typeLabel(data)} request` : capitalized(kind.words.noun)}
      description={data ? kind.summary(data) : undefined}
      state={
        request.isPending
          ? { status: 'pending' }
          : request.isError && !showsKeptAnswer(request)
            ? { status: 'error', error: request.error, retry: () => void request.refetch() }
            : { status: 'success' }
      }
    >
      {data && <Detail kind={kind} request={data} onLinkExpired={() => void request.refetch()} />}
    </RequestDetailSheet>
  )
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
