import { useId } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { notify } from '@/lib/notify'
import { useSessions } from './api/get-sessions'
import { useSignOutOtherSessions } from './api/sign-out-sessions'
import { SessionRow } from './components/session-row'

/**
 * /privacy/sessions, Sessions and devices (docs/product/privacy.md#sessions-and-devices): every browser
 * the person is signed in on, this one first; each other one can be signed out, or all of them at once.
 */
export function SessionsPage() {
  const sessions = useSessions()
  const headingId = useId()

  return (
    <PrivacySectionPage
      title="Sessions and devices"
      description="Where your account is signed in. Sign out a device you no longer use, or one you do not know: it will have to log in again."
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Signed in
          </h2>
          {sessions.data?.some((session) => !session.current) && <SignOutOthers />}
        </div>
        {sessions.isPending ? (
          <SessionsLoading />
        ) : sessions.isError ? (
          <LoadErrorAlert
            title="Your sessions could not be loaded"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
            headingLevel={3}
          />
        ) : (
          <>
            <ul aria-labelledby={headingId} className="flex flex-col gap-3">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {sessions.data.every((session) => session.current) && (
              <p className="text-sm text-slate-700">You are signed in on this device only.</p>
            )}
          </>
        )}
      </section>
    </PrivacySectionPage>
  )
}

function SignOutOthers() {
  const signOutOthers = useSignOutOtherSessions()
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" color="white">
          Sign out all other sessions
        </Button>
      }
      title="Sign out all other sessions?"
      description="Every device but this one will have to log in again. Anything not yet saved there is lost."
      confirmLabel="Sign out all others"
      destructive
      onConfirm={async () => notify.success(await signOutOthers.mutateAsync())}
    />
  )
}

function SessionsLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your sessions…</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-56" />
        </div>
      ))}
    </div>
  )
}
