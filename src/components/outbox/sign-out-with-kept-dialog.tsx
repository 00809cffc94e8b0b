import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

export type SignOutWithKeptDialogProps = {
  /** How many requests wait on this phone. */
  count: number
  onClose: () => void
  /** Signs out; with `discard`, the waiting requests are deleted from this phone first. */
  onSignOut: (discard: boolean) => Promise<void>
}

/**
 * Asks, at a chosen Sign Out with requests still waiting on this phone, what becomes of them
 * (docs/product/offline.md#signing-out): kept, they are sent at the person's next sign-in here, and only
 * under their own session; discarded, they are deleted.
 */
export function SignOutWithKeptDialog({ count, onClose, onSignOut }: SignOutWithKeptDialogProps) {
  const [busy, setBusy] = useState<'keep' | 'discard' | null>(null)
  const choose = (choice: 'keep' | 'discard') => {
    setBusy(choice)
    void onSignOut(choice === 'discard').finally(() => setBusy(null))
  }
  const requests = count === 1 ? '1 request waits' : `${count} requests wait`
  return (
    <AlertDialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogTitle>Sign out with requests not sent?</AlertDialogTitle>
        <AlertDialogDescription>
          {requests} on this phone to be sent. Keep them, and they are sent the next time you sign in here. Discard
          them, and they are deleted from this phone; HR never sees them.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button type="button" color="white" disabled={busy !== null}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            type="button"
            color="red"
            loading={busy === 'discard'}
            disabled={busy !== null}
            onClick={() => choose('discard')}
          >
            Discard and sign out
          </Button>
          <Button
            type="button"
            color="blue"
            loading={busy === 'keep'}
            disabled={busy !== null}
            onClick={() => choose('keep')}
          >
            Keep and sign out
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
