import type { SignedInSession } from '@contract/sessions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDateTime } from '@/lib/dates'
import { notify } from '@/lib/notify'
import { useSignOutSession } from '../api/sign-out-sessions'

/**
 * One session: a row of the list on a wide screen, a card of its own on a phone. "This device" is the
 * one making the call; every other one can be signed out, after a confirmation.
 */
export function SessionRow({ session }: { session: SignedInSession }) {
  const signOut = useSignOutSession()
  const headingId = `session-${session.id}`
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:rounded-none sm:border-0 sm:bg-transparent"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-ink">
            {session.device}
          </h3>
          {session.current && (
            <Badge color="blue" width="fit">
              This device
            </Badge>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
          <dt className="text-slate-600">Place</dt>
          <dd>{session.place ?? 'Not known'}</dd>
          <dt className="text-slate-600">Signed in</dt>
          <dd>{formatDateTime(session.signed_in_at)}</dd>
          <dt className="text-slate-600">Last active</dt>
          <dd>{session.current ? 'Now' : formatDateTime(session.last_active_at)}</dd>
        </dl>
      </div>
      {!session.current && (
        <ConfirmDialog
          trigger={
            <Button type="button" color="white" className="self-start sm:self-center" aria-describedby={headingId}>
              Sign out
            </Button>
          }
          title={`Sign out ${session.device}?`}
          description="That device will have to log in again. Anything not yet saved there is lost."
          confirmLabel="Sign out"
          destructive
          onConfirm={async () => notify.success(await signOut.mutateAsync(session.id))}
        />
      )}
    </li>
  )
}
