import type { ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export type RequestFormDialogProps = {
  /** Open while the URL says so (`?new=true`), so a reload or a login after a forced logout reopens it. */
  open: boolean
  onClose: () => void
  /** e.g. 'Request leave'. */
  title: string
  /** The request's form. */
  children: ReactNode
}

/** A request form in a dialog; the whole screen on a phone. */
export function RequestFormDialog({ open, onClose, title, children }: RequestFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => next || onClose()}>
      <DialogContent
        returnFocusToOpener
        className="max-w-xl max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-full max-sm:rounded-none"
        // A click outside must not throw away a half-filled form; Close and Escape are deliberate.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Your draft is kept until you file it, even if your session ends.</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
