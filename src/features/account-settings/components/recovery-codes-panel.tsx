import { useBlocker } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { now } from '@/lib/clock'
import { isSignedIn, sessionStore } from '@/session/session-store'
import { useAuth } from '@/session/use-auth'
import { CopyButton } from './copy-button'
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes-file'
import { DownloadIcon } from './settings-icons'

export type RecoveryCodesPanelProps = {
  codes: readonly string[]
  /** Once the person confirms they saved them: the codes are gone from the screen for good. */
  onDone: () => void
}

/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): copy them or
 * download them as a text file, and confirm they are saved before the panel closes.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { user } = useAuth()
  const [saved, setSaved] = useState(false)
  const headingId = useId()
  const savedId = useId()
  const text = recoveryCodesText(codes, user?.email ?? '', now())
  // They are never shown again: leaving the page (a link, Back, a reload) asks first. A session that ends
  // is not held up, since the person is no longer signed in when the app leaves the page.
  const leaving = useBlocker({
    shouldBlockFn: () => !saved && isSignedIn(sessionStore.getState()),
    enableBeforeUnload: () => !saved,
    withResolver: true,
  })

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-ink">
          Save your recovery codes
        </h3>
        <p className="text-sm text-slate-700">
          If you lose your phone, each code lets you log in once instead of the 6-digit code.{' '}
          <strong className="font-semibold">This is the only time they are shown.</strong> Keep them in a password
          manager or print them.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md bg-white p-4 font-mono text-base text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')}>Copy all</CopyButton>
        <Button type="button" color="white" size="sm" onClick={() => downloadRecoveryCodes(text)}>
          <DownloadIcon />
          Download
        </Button>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={savedId}
          checked={saved}
          onCheckedChange={(checked) => setSaved(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={savedId} className="text-sm font-medium text-ink">
          I have saved these codes
        </label>
      </div>
      <Button type="button" color="blue" className="self-start" disabled={!saved} onClick={onDone}>
        Done
      </Button>
      <ConfirmDialog
        open={leaving.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) leaving.reset?.()
        }}
        title="Leave without saving your recovery codes?"
        description="They are not shown again. Without them, losing your phone locks you out until you make new ones."
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => leaving.proceed?.()}
      />
    </section>
  )
}
