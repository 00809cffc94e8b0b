import { Suspense, type ReactNode } from 'react'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { Button } from '@/components/ui/button'
import { useIdle, type LazyPart } from '@/lib/load-later'

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

/** What a screen's form dialog takes: open while the URL says so (`?new=true`). */
export type RequestFormPartProps = { open: boolean; onClose: () => void; onFiled: (id: number) => void }
/** What a screen's request detail takes: the request the URL names, or undefined (closed). */
export type RequestDetailPartProps = { id: number | undefined; onClose: () => void }

export type RequestPageProps = Omit<
  RequestScreenProps<unknown, unknown>,
  'search' | 'onSearchChange' | 'requestLink'
> & {
  title: string
  description: string
  /** What the button that opens the form says ('Request leave'). */
  fileLabel: string
  /** The list's landmark name ('Your leave requests'). */
  listLabel: string
  list: ReactNode
  /** A card beside the list on a laptop and above it on a phone (the leave balances). */
  aside?: ReactNode
  /** What opens over the page: the form in its dialog, and a request's detail. */
  form: LazyPart<RequestFormPartProps>
  detail: LazyPart<RequestDetailPartProps>
}

/**
 * The layout every request screen (/leave, /item) shares: title and file button, list, optional card,
 * and over them the form and a request's detail. Those two are not needed to show the page (the form
 * layer, the date pickers, the drop zone, the dialogs: decision 36): their code is fetched once the
 * page is idle, or as soon as the pointer or focus reaches the file button, so opening them stays
 * instant; a URL that opens one at once (a reload, a link) fetches it at once.
 */
export function RequestPage({
  title,
  description,
  fileLabel,
  onOpenForm,
  listLabel,
  list,
  aside,
  form,
  detail,
  formOpen,
  onCloseForm,
  onFiled,
  openRequestId,
  onCloseRequest,
}: RequestPageProps) {
  const idle = useIdle()
  const listSection = (
    <section aria-label={listLabel} className="min-w-0 lg:order-1">
      {list}
    </section>
  )
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <Button type="button" color="blue" onClick={onOpenForm} onPointerEnter={form.preload} onFocus={form.preload}>
          {fileLabel}
        </Button>
      </div>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {/* First on a phone, where the list is long; beside the list on a laptop. */}
          <div className="lg:order-2">{aside}</div>
          {listSection}
        </div>
      ) : (
        listSection
      )}
      {(idle || formOpen) && (
        <Suspense fallback={null}>
          <form.Component open={formOpen} onClose={onCloseForm} onFiled={onFiled} />
        </Suspense>
      )}
      {(idle || openRequestId !== undefined) && (
        <Suspense fallback={null}>
          <detail.Component id={openRequestId} onClose={onCloseRequest} />
        </Suspense>
      )}
    </main>
  )
}
