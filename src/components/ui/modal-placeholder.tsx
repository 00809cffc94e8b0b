import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'
import { modalClasses } from './modal-classes'
import { Skeleton } from './skeleton'

export type ModalPlaceholderProps = {
  /** The dialog's name, as the real one's title gives it. */
  label: string
  /** Escape or a press on the overlay, as on the real one. */
  onClose: () => void
  /** A centred dialog (dialog.tsx) or a drawer from the left (sheet.tsx). */
  kind?: 'dialog' | 'sheet'
  /** What shows in the panel: its header and a skeleton of its body. */
  children: ReactNode
}

/**
 * What a lazy dialog or drawer shows at once, in its place, while its code arrives (lazyPart,
 * src/lib/lazy-part.ts): the same overlay and panel, made without Radix so a page need not load it
 * first. Nothing in it can be pressed or focused, so no press lands on something about to be
 * replaced; Escape and a press on the overlay close it, as they close the real one.
 */
export function ModalPlaceholder({ label, onClose, kind = 'dialog', children }: ModalPlaceholderProps) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [onClose])

  return createPortal(
    <>
      <div className={modalClasses.overlay} onPointerDown={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy="true"
        className={cn(
          kind === 'dialog'
            ? [modalClasses.dialog, modalClasses.dialogWidths.narrow]
            : [
                modalClasses.sheet,
                modalClasses.sheetLeft,
                modalClasses.sheetWidths.narrow,
                modalClasses.sheetBackgrounds.white,
              ],
        )}
      >
        {children}
      </div>
    </>,
    document.body,
  )
}

/** A lazy dialog's placeholder: its title, and a skeleton where its form or text will be. */
export function DialogPlaceholder({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <ModalPlaceholder label={title} onClose={onClose}>
      <div className={modalClasses.dialogHeader}>
        <h2 className={modalClasses.dialogTitle}>{title}</h2>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="ml-auto h-9 w-28" />
      </div>
    </ModalPlaceholder>
  )
}
