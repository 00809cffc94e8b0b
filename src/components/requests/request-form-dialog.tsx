import { Suspense, type ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { firstControl, FocusOnArrival } from '@/components/ui/focus-on-arrival'
import { Skeleton } from '@/components/ui/skeleton'
import { AfterFirstPaint } from '@/lib/after-first-paint'

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
 * A request form in a dialog; the whole screen on a phone. The dialog is on the page's first load,
 * the form (react-hook-form, the pickers' calendars, the drop zone) comes after
 * (docs/decisions/0036-employee-first-load.md): a press before its code is here opens the dialog at
 * once, with a skeleton where the form goes, and focus moves to the form's first field when it comes.
 * Its code here or not, the form joins the dialog after the dialog's first paint: on a phone the press
 * shows the dialog at once rather than after the whole form is drawn (docs/decisions/0051-form-after-its-dialog.md).
 */
export function RequestFormDialog({ open, onClose, title, children }: RequestFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => next || onClose()}>
      <DialogContent
        returnFocusToOpener
        width="medium"
        className="max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-full max-sm:rounded-none"
        // A click outside must not throw away a half-filled form; Close and Escape are deliberate.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Your draft is kept until you file it, even if your session ends.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormSkeleton />}>
          <AfterFirstPaint fallback={<FormSkeleton />}>
            <FocusOnArrival target={firstControl}>{children}</FocusOnArrival>
          </AfterFirstPaint>
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}

/** The form's place until it is drawn: labelled fields and the footer's buttons. */
function FormSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the form…</span>
      {[0, 1, 2].map((field) => (
        <div key={field} className="grid gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10" />
        </div>
      ))}
      <Skeleton className="h-20" />
      <div className="flex justify-end gap-2">
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  )
}
