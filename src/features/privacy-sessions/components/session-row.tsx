import type { ReactNode } from 'react'
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
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
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
        <dl className="flex flex-col gap-0.5 text-sm text-slate-700">
          <Detail term="Place">{session.place ?? 'Not known'}</Detail>
          <Detail term="Signed in">{formatDateTime(session.signed_in_at)}</Detail>
          <Detail term="Last active">{session.current ? 'Now' : formatDateTime(session.last_active_at)}</Detail>
        </dl>
      </div>
      {!session.current && (
        <ConfirmDialog
          trigger={
            <Button type="button" color="white" className="self-start" aria-describedby={headingId}>
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

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="text-slate-600">{term}:</dt>
      <dd>{children}</dd>
    </div>
  )
}
