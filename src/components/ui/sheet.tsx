import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { XIcon } from './icons'
import { modalClasses, type SheetBackground, type SheetWidth } from './modal-classes'

/**
 * A panel that slides in from the edge of the screen (the phone's navigation drawer): a Radix dialog,
 * so focus moves into it and stays there, Escape and a tap outside close it, and focus goes back to
 * the button that opened it. It must contain a `SheetTitle` (in VisuallyHidden if it should not show).
 */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close
export const SheetTitle = DialogPrimitive.Title
export const SheetDescription = DialogPrimitive.Description

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right'
  width?: SheetWidth
  background?: SheetBackground
}

export function SheetContent({
  className,
  children,
  side = 'left',
  width = 'narrow',
  background = 'white',
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={modalClasses.overlay} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        aria-modal="true"
        className={cn(
          modalClasses.sheet,
          side === 'left' ? modalClasses.sheetLeft : modalClasses.sheetRight,
          modalClasses.sheetWidths[width],
          modalClasses.sheetBackgrounds[background],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink">
          <XIcon className="size-5" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
