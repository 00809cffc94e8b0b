import type { ComponentType, ReactNode } from 'react'
import type { StoredAttachment } from '@contract/fields'
import type { hasEnded } from '@contract/request-ends'
import type { RequestStatus } from '@contract/requests'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { DataTableColumn } from '@/components/data-table/data-table-columns'
import type { ListQueryOf, ListSearchBase } from '@/components/data-table/list-search'
import type { ListPage } from '@/components/data-table/use-data-table'
import type { RequestHistory } from '@/components/ui/status-timeline'
import type { LazyPart } from '@/lib/lazy-part'
import type { KeptRequest, OutboxKind } from '@/lib/outbox/outbox-entry'
import type { CancelBody, CancelRequestBody } from './cancel-request-dialogs'
import type { RequestField } from './request-detail'

/** What every request has, whatever its kind; its last day decides whether it has ended (the contract's). */
export type AnyRequest = {
  id: number
  status: RequestStatus
  /** Why the employee asked to cancel it, and HR's remarks: the last rows of every detail. */
  cancel_reason: string | null
  remarks: string | null
  attachments: readonly StoredAttachment[]
  history: RequestHistory
  created_at: string
  updated_at: string
} & Parameters<typeof hasEnded>[0]

/** A request list's search: every request list filters by its dates (DateRangeFilter). */
export type RequestSearch = ListSearchBase & { date_started?: string; date_finished?: string }

/** The server's answer to a filing or a cancel: its message and the request as it now stands. */
export type RequestAnswer<Request> = { message: string; data: Request }

/** One answer of the API client: its success, or any refusal (apiBody and apiData throw those). */
type Answer<Status extends number, Body> = Promise<{ status: Status; body: Body } | { status: number; body: unknown }>

/** The five routes every kind of request has in the contract, as the API client (`lib/api`) calls them. */
export type RequestRoutes<Request, Query, Body> = {
  list: (args: { query: Query; fetchOptions: { signal: AbortSignal } }) => Answer<200, ListPage<Request>>
  get: (args: { params: { id: number }; fetchOptions: { signal: AbortSignal } }) => Answer<200, { data: Request }>
  /** With its Idempotency-Key where the kind's requests can be kept offline (`outboxKind`). */
  create: (args: {
    body: Body
    headers?: { 'idempotency-key'?: string }
    keepsWhenUnsent?: boolean
  }) => Answer<201, RequestAnswer<Request>>
  /** POST …/:id/cancel: a pending request is cancelled at once, with remarks. */
  cancel: (args: { params: { id: number }; body: CancelBody }) => Answer<200, RequestAnswer<Request>>
  /** POST …/:id/cancel-request: an approved request goes to For Cancellation, for HR to decide. */
  cancelRequest: (args: { params: { id: number }; body: CancelRequestBody }) => Answer<200, RequestAnswer<Request>>
}

/** What a request page's frame is given: the kind's title and description, its file button, the list. */
export type RequestFrameProps = { title: string; description: string; actions: ReactNode; children: ReactNode }

/**
 * What a request form is given: filing opens the new request's detail; Keep as draft closes it. With
 * `kept`, the form edits a request kept on this phone (docs/product/offline.md#the-outbox).
 */
export type RequestFormProps = { onFiled: (id: number) => void; onCancel: () => void; kept?: KeptRequest }

/** A kind's query keys, under its root in `lib/api/query-roots.ts`; a kind may add its own (the leave balances). */
export type RequestKeys<Query> = {
  all: readonly string[]
  list: (query: Query) => readonly unknown[]
  detail: (id: number) => readonly unknown[]
}

export function requestKeys<Query>(root: readonly string[]) {
  return {
    all: root,
    list: (query: Query) => [...root, 'list', query] as const,
    detail: (id: number) => [...root, 'detail', id] as const,
  }
}

/**
 * One kind of request on the app side, described once (one file per kind, e.g.
 * `features/leave/leave-kind.tsx`; docs/decisions/0060-request-kind-described-once.md): its words, its
 * five routes in the API client, its list's columns and filters, its detail's rows and its form.
 * Everything else (the page, the list, the detail panel and its cancels, the route's search, the
 * queries and what a change refreshes) is built from it in this folder.
 */
export type RequestKind<Request extends AnyRequest, Search extends RequestSearch, Body> = {
  words: {
    /** The page's title ('Leave Request'). */
    title: string
    /** Under the title. */
    description: string
    /** The button that opens the form, and the form dialog's title ('Request leave'). */
    fileLabel: string
    /** The list's landmark ('Your leave requests') and its table's caption ('Leave requests'). */
    listLabel: string
    tableLabel: string
    searchPlaceholder: string
    /** The list when nothing was ever filed. */
    emptyMessage: string
    /** In the cancel dialogs' titles: 'leave request' ('Cancel this leave request?'). */
    noun: string
    /** What its files are called ('Receipts'); 'Attachments' unless given. */
    attachmentsTitle?: string
  }
  keys: RequestKeys<ListQueryOf<Search>>
  /** Keys under the kind's root that a filed or moved request never changes (the holidays); details are kept too. */
  unchangedByAChange?: readonly string[]
  /** The contract's five routes of the kind: its resource of the API client (`api.leave`). */
  routes: RequestRoutes<Request, ListQueryOf<Search>, Body>
  /** The list's own columns; every request list ends with its status, last update and View (requestTrailingColumns). */
  columns: readonly DataTableColumn<Request>[]
  /** Its select filters, each with 'All' first (docs/product/records.md#option-lists); every list also has the dates. */
  filters: readonly SelectFilter<Search>[]
  /** The request's type as people read it; the detail panel's title is '<it> request'. */
  typeLabel: (request: Request) => string
  /** Under the detail panel's title (the dates, the item). */
  summary: (request: Request) => ReactNode
  /** How the list's View link names the request for a screen reader ('Vacation Leave, 2–3 Dec 2026'). */
  describe: (request: Request) => string
  /** Every field of the request in its detail, in the order the form asks them (the cancel reason and remarks follow). */
  detailRows: (request: Request) => RequestField[]
  /** The form: a lazy part (docs/decisions/0036-employee-first-load.md); its draft is kept under `draftKey`. */
  form: LazyPart<RequestFormProps>
  draftKey: string
  /** A card beside the list on a laptop and above it on a phone (the leave balances). */
  aside?: ReactNode
  /** The page around the list: `Page` unless given (a privacy section's page, with its way back). */
  frame?: ComponentType<RequestFrameProps>
  /**
   * Set where a request of the kind filed without a line is kept on the device and sent when the line
   * returns (docs/product/offline.md); `describeKept` names such a request in the list, as `describe` does a filed one.
   */
  outbox?: { kind: OutboxKind; describeKept: (body: Body) => string }
  /** The kind's own action on a request's detail, beside the cancels (a certificate's download once approved). */
  detailAction?: (request: Request) => ReactNode
}
