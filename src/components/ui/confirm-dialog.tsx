import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog'
import { Button } from './button'

export type ConfirmDialogProps = {
  /** The button that opens it. Without one, control it with `open` and `onOpenChange`. */
  trigger?: ReactElement
  open?: boolean
  /** Open from the start, uncontrolled (stories, a dialog shown as a page opens). */
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  /** Between the description and the buttons, e.g. a remarks field. It stays mounted while the dialog is open. */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A red confirm button, for what cannot be undone (cancelling a request, discarding a draft). */
  destructive?: boolean
  /** Holds the confirm button back, e.g. while a 429's wait runs (the body says so with `FormWait`). */
  confirmDisabled?: boolean
  /**
   * Runs on confirm; the confirm button is busy until it settles. The dialog closes once it returns
   * or resolves, and stays open, with whatever was typed in its body, when it throws, rejects or
   * returns `false` (e.g. the remarks field is invalid). Saying why is the caller's part: the API
   * client has already toasted a failed call, and a form shows its field errors.
   */
  onConfirm: () => unknown
}

/** Asks before an action (role="alertdialog"), on the app's AlertDialog. Enter in a field of its body confirms. */
export function ConfirmDialog({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen)
  const [busy, setBusy] = useState(false)
  const open = openProp ?? openState

  function changeOpen(next: boolean) {
    // Nothing closes it while the action runs: its outcome decides.
    if (busy && !next) return
    setOpenState(next)
    onOpenChange?.(next)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    let outcome: unknown = false
    try {
      outcome = await onConfirm()
    } catch {
      outcome = false
    } finally {
      setBusy(false)
    }
    if (outcome !== false) {
      setOpenState(false)
      onOpenChange?.(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogContent onEscapeKeyDown={(event) => busy && event.preventDefault()}>
        <form onSubmit={(event) => void confirm(event)} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </div>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button type="button" color="white" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogCancel>
            <Button type="submit" color={destructive ? 'red' : 'blue'} loading={busy} disabled={confirmDisabled}>
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
