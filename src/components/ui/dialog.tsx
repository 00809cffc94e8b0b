import { Dialog as DialogPrimitive } from 'radix-ui'
import { useState, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { XIcon } from './icons'
import { modalClasses, type DialogWidth } from './modal-classes'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

/**
 * The modal panel, with its overlay and a 'Close' button. It must contain a `DialogTitle`
 * (wrap it in VisuallyHidden if it should not show): Radix names the dialog after it and
 * logs an error in development when it is missing.
 */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * For a dialog the page opens from its own state, with no `DialogTrigger` (the landing page's
   * Login and Sign Up): Radix returns focus only to a Trigger and would drop it on <body>, so focus
   * goes back to whatever had it when the dialog opened.
   */
  returnFocusToOpener?: boolean
  width?: DialogWidth
}

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  returnFocusToOpener,
  width = 'narrow',
  ...props
}: DialogContentProps) {
  const [opener] = useState(() =>
    returnFocusToOpener && typeof document !== 'undefined' ? document.activeElement : null,
  )
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body)
      return
    event.preventDefault()
    opener.focus()
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={modalClasses.overlay} />
      <DialogPrimitive.Content
        // Radix hides the rest from screen readers; this says so too (and the demo's launcher hides by it).
        aria-modal="true"
        className={cn(modalClasses.dialog, modalClasses.dialogWidths[width], className)}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 text-slate-500 hover:bg-slate-100 hover:text-ink">
          <XIcon className="size-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps a long title clear of the close button.
  return <div className={cn(modalClasses.dialogHeader, className)} {...props} />
}

export type DialogFooterProps = ComponentProps<'div'> & {
  /** From a tablet up: the buttons at the end, or the first part at the start and the rest at the end. */
  justify?: 'end' | 'between'
}

export function DialogFooter({ className, justify = 'end', ...props }: DialogFooterProps) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row',
        justify === 'end' ? 'sm:justify-end' : 'sm:justify-between',
        className,
      )}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(modalClasses.dialogTitle, className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
}
