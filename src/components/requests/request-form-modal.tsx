import { Suspense } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { firstControl, FocusOnArrival } from '@/components/ui/focus-on-arrival'
import { AfterFirstPaint } from '@/lib/after-first-paint'
import type { RequestFormDialogProps } from './request-form-dialog'
import { requestFormLook } from './request-form-look'
import { RequestFormSkeleton } from './request-form-skeleton'

/**
 * The request form's Radix dialog, a lazy part of RequestFormDialog. The form inside is a lazy part of
 * its own: until its code is here, a skeleton holds its place, and focus moves to the form's first field
 * when it comes. Its code here or not, the form joins the dialog after the dialog's first paint: on a
 * phone the press shows the dialog at once rather than after the whole form is drawn
 * (docs/decisions/0051-form-after-its-dialog.md).
 */
export function RequestFormModal({ open, onClose, title, children }: RequestFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => next || onClose()}>
      <DialogContent
        returnFocusToOpener
        width={requestFormLook.width}
        className={requestFormLook.className}
        // A click outside must not throw away a half-filled form; Close and Escape are deliberate.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{requestFormLook.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<RequestFormSkeleton />}>
          <AfterFirstPaint fallback={<RequestFormSkeleton />}>
            <FocusOnArrival target={firstControl}>{children}</FocusOnArrival>
          </AfterFirstPaint>
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
