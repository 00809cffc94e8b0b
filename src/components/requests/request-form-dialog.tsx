import { Suspense, useState, type ReactNode } from 'react'
import { ModalPlaceholder } from '@/components/ui/modal-placeholder'
import { modalClasses } from '@/components/ui/modal-classes'
import { lazyPart } from '@/lib/lazy-part'
import { requestFormLook } from './request-form-look'
import { RequestFormSkeleton } from './request-form-skeleton'

export type RequestFormDialogProps = {
  /** Open while the URL says so (`?new=true`), so a reload or a login after a forced logout reopens it. */
  open: boolean
  onClose: () => void
  /** e.g. 'Request leave'. */
  title: string
  /** The request's form: a lazy part, shown once its code is here. */
  children: ReactNode
}

/**
 * The Radix dialog (request-form-modal.tsx): no page shows it first, and with it /leave and /item loaded
 * Radix's dialog, focus trap and scroll lock before their lists (docs/decisions/0036-employee-first-load.md).
 */
export const requestFormModal = lazyPart<RequestFormDialogProps>(() =>
  import('./request-form-modal').then((module) => module.RequestFormModal),
)

/**
 * A request form in a dialog; the whole screen on a phone. The dialog and the form inside are lazy
 * parts, fetched at the first hover, touch or focus of the button that opens them (the form also once the
 * page is idle). A press before the dialog's code is here opens its placeholder at once, with the form's
 * skeleton, and the dialog takes its place when it comes; once opened it stays mounted, so it closes as a
 * dialog does.
 */
export function RequestFormDialog({ open, onClose, title, children }: RequestFormDialogProps) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={open && <RequestFormPlaceholder title={title} onClose={onClose} />}>
      <requestFormModal.Component open={open} onClose={onClose} title={title}>
        {children}
      </requestFormModal.Component>
    </Suspense>
  )
}

function RequestFormPlaceholder({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <ModalPlaceholder
      label={title}
      onClose={onClose}
      width={requestFormLook.width}
      className={requestFormLook.className}
    >
      <div className={modalClasses.dialogHeader}>
        <h2 className={modalClasses.dialogTitle}>{title}</h2>
        <p className="text-sm text-slate-600">{requestFormLook.description}</p>
      </div>
      <RequestFormSkeleton />
    </ModalPlaceholder>
  )
}
