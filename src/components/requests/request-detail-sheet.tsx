import { Suspense, useState, type ReactNode } from 'react'
import { ModalPlaceholder } from '@/components/ui/modal-placeholder'
import { lazyPart } from '@/lib/lazy-part'
import { requestDetailLook } from './request-detail-look'
import { RequestDetailSkeleton } from './request-detail-skeleton'

export type RequestDetailSheetProps = {
  /** Open while the URL names a request (`?request=12`); closing it takes the name away. */
  open: boolean
  onClose: () => void
  title: string
  /** Under the title, e.g. the dates. */
  description?: ReactNode
  /** The request's own state: loading, failed (with Retry) or its detail. */
  state: { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'success' }
  /** The detail: a lazy part; until its code is here, the same skeleton as while the request loads. */
  children?: ReactNode
}

/**
 * The Radix sheet (request-detail-modal.tsx): no page shows it first, and with it /leave and /item loaded
 * Radix's dialog, focus trap and scroll lock before their lists (docs/decisions/0036-employee-first-load.md).
 */
export const requestDetailModal = lazyPart<RequestDetailSheetProps>(() =>
  import('./request-detail-modal').then((module) => module.RequestDetailModal),
)

/**
 * A request's detail beside its list: a panel from the right on a laptop, the whole screen on a phone,
 * so the list and its filters are where they were when it closes. The sheet is a lazy part, fetched at
 * the first hover or focus of a request's View link; a press before its code is here opens its
 * placeholder at once, and the sheet takes its place when it comes. Once opened it stays mounted, so it
 * closes as a dialog does.
 */
export function RequestDetailSheet(props: RequestDetailSheetProps) {
  const { open, onClose, title, description } = props
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense
      fallback={
        open && (
          <ModalPlaceholder
            kind="sheet"
            side="right"
            width="wide"
            label={title}
            onClose={onClose}
            className={requestDetailLook.className}
          >
            <div className={requestDetailLook.headerClassName}>
              <h2 className={requestDetailLook.titleClassName}>{title}</h2>
              <p className={requestDetailLook.descriptionClassName}>{description ?? requestDetailLook.description}</p>
            </div>
            <RequestDetailSkeleton />
          </ModalPlaceholder>
        )
      }
    >
      <requestDetailModal.Component {...props} />
    </Suspense>
  )
}
