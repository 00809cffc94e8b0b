import type { ReactNode } from 'react'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { Button } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { usePreloadWhenIdle, type LazyPart } from '@/lib/lazy-part'
import { RequestDetailPanel, type RequestDetailView } from './request-detail-panel'
import { RequestFormDialog } from './request-form-dialog'

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

/** What a request form is given: filing opens the new request's detail; Keep as draft closes it. */
export type RequestFormProps = { onFiled: (id: number) => void; onCancel: () => void }

export type RequestPageProps<Search, Request> = Omit<
  RequestScreenProps<Search, Request>,
  'search' | 'onSearchChange' | 'requestLink'
> & {
  title: string
  description: string
  /** What the button that opens the form says ('Request leave'), and the form's dialog's title. */
  fileLabel: string
  /**
   * The form and a request's detail, lazy parts: the form's code is fetched once the page is idle (unless
   * the person saves data) or at the first hover or focus of its button; the detail's when it opens.
   */
  form: LazyPart<RequestFormProps>
  detail: RequestDetailView<Request>
  /** The list's landmark name ('Your leave requests'). */
  listLabel: string
  list: ReactNode
  /** A card beside the list on a laptop and above it on a phone (the leave balances). */
  aside?: ReactNode
}

/**
 * The layout every request screen (/leave, /item) shares: title and file button, list, optional card,
 * and over them the form's dialog and a request's detail, each opened by the URL. The button, and the
 * dialog and panel it opens, are on the page's first load; the form and the detail inside come after
 * (docs/decisions/0036-employee-first-load.md).
 */
export function RequestPage<Search, Request>({
  title,
  description,
  fileLabel,
  formOpen,
  onOpenForm,
  onCloseForm,
  onFiled,
  form,
  detail,
  openRequestId,
  onCloseRequest,
  listLabel,
  list,
  aside,
}: RequestPageProps<Search, Request>) {
  // The form is what a person here presses next; a request's detail comes at its row's press, as
  // both together pass the page's fetch-ahead budget (docs/decisions/0055-fetch-ahead-within-a-budget.md).
  usePreloadWhenIdle(form)
  const Form = form.Component
  const listSection = (
    <section aria-label={listLabel} className="min-w-0 lg:order-1">
      {list}
    </section>
  )
  return (
    <Page
      title={title}
      description={description}
      actions={
        <Button type="button" color="blue" onClick={onOpenForm} onPointerEnter={form.preload} onFocus={form.preload}>
          {fileLabel}
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
      <RequestFormDialog open={formOpen} onClose={onCloseForm} title={fileLabel}>
        <Form onFiled={onFiled} onCancel={onCloseForm} />
      </RequestFormDialog>
      <RequestDetailPanel id={openRequestId} onClose={onCloseRequest} view={detail} />
    </Page>
  )
}
