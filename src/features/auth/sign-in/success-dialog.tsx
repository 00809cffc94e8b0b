import type { ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export type SuccessDialogProps = {
  /** The server's message. */
  message: string
  onClose: () => void
  /** What comes next: a Login button or a login form. */
  children: ReactNode
}

/**
 * The dialog titled 'Success' that follows /forgot-password and /reset-password
 * (docs/product/screens-and-routes.md#public-routes).
 */
export function SuccessDialog({ message, onClose, children }: SuccessDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Success</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
