import { Suspense, type ReactNode } from 'react'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { Button } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { usePreloadWhenIdle } from '@/lib/lazy-part'
import { useKeptCount } from '@/lib/outbox/use-kept-count'
import { RequestDetailPanel } from './request-detail-panel'
import { RequestFormDialog } from './request-form-dialog'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'
import { keptRequestsPart, type KeptRequestsProps } from './kept-requests-part'
import { RequestList } from './request-list'

/**
 * What a request screen's route hands its page: the list's search, and the form and a request's
 * detail, both kept in the URL (`?new=true`, `?request=12`, requestListSearch).
 */
export type RequestScreenProps<Search, Request> = {
  search: Search
  onSearchChange: (search: Search, change: SearchChange) => void
  /** Whether the form is open, and how to open and close it. */
  formOpen: boolean
  onOpenForm: () => void
  onCloseForm: () => void
  /** The request whose detail is open, a link to a request's detail, and closing it. */
  openRequestId: number | undefined
  requestLink: (request: Request) => ReactNode
  onCloseRequest: () => void
  /** A filed request: its detail opens. */
  onFiled: (id: number) => void
}

export type RequestPageProps<Request extends AnyRequest, Search extends RequestSearch, Body> = RequestScreenProps<
  Search,
  Request
> & { kind: RequestKind<Request, Search, Body> }

/**
 * Every request screen (/leave, /item), built from its kind: title and file button, the list, the
 * kind's card beside it, and over them the form's dialog and a request's detail, each opened by the URL. The button, and the
 * dialog and panel it opens, are on the page's first load; the form and the detail inside come after
 * (docs/decisions/0036-employee-first-load.md).
 */
export function RequestPage<Request extends AnyRequest, Search extends RequestSearch, Body>({
  kind,
  search,
  onSearchChange,
  requestLink,
  formOpen,
  onOpenForm,
  onCloseForm,
  onFiled,
  openRequestId,
  onCloseRequest,
}: RequestPageProps<Request, Search, Body>) {
  const { words, form, aside, frame: Frame = Page } = kind
  // The form is what a person here presses next; a request's detail comes at its row's press, as
  // both together pass the page's fetch-ahead budget (docs/decisions/0055-fetch-ahead-within-a-budget.md).
  usePreloadWhenIdle(form)
  const Form = form.Component
  const Kept = keptRequestsPart.Component
  const keptCount = useKeptCount()
  const listSection = (
    <section aria-label={words.listLabel} className="flex min-w-0 flex-col gap-6 lg:order-1">
      {kind.outbox && keptCount > 0 ? (
        <Suspense fallback={null}>
          <Kept kind={kind as unknown as KeptRequestsProps['kind']} onFiled={onFiled} />
        </Suspense>
      ) : null}
      <RequestList kind={kind} search={search} onSearchChange={onSearchChange} viewLink={requestLink} />
    </section>
  )
  return (
    <Frame
      title={words.title}
      description={words.description}
      actions={
        <Button type="button" color="blue" onClick={onOpenForm} onPointerEnter={form.preload} onFocus={form.preload}>
          {words.fileLabel}
        </Button>
      }
    >
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {/* First on a phone, where the list is long; beside the list on a laptop. */}
          <div className="lg:order-2">{aside}</div>
          {listSection}
        </div>
      ) : (
        listSection
      )}
      <RequestFormDialog open={formOpen} onClose={onCloseForm} title={words.fileLabel}>
        <Form onFiled={onFiled} onCancel={onCloseForm} />
      </RequestFormDialog>
      <RequestDetailPanel kind={kind} id={openRequestId} onClose={onCloseRequest} />
    </Frame>
  )
}
