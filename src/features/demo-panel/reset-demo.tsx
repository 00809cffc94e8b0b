import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { DemoSession } from './demo-session'
import type { MockControls } from './mock-controls'
import { OutcomeLine } from './outcome-line'
import { useAction } from './use-action'

/**
 * Back to the seeded data, after a confirmation: everything done during the demo is lost. The session
 * ends too (the reseeded server no longer knows its token), then the page reloads on a clean start.
 */
export function ResetDemo({
  controls,
  session,
  reload,
}: {
  controls: MockControls
  session: DemoSession
  reload: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const { busy, outcome, run } = useAction()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const startRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  // Focus follows the question and comes back to where it was asked.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) startRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  if (!confirming) {
    return (
      <Button ref={startRef} size="sm" color="red" variant="plain" onClick={() => setConfirming(true)}>
        Reset demo data…
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-labelledby="demo-panel-reset-question"
      className="flex flex-col gap-2 rounded-md bg-red-50 p-2"
    >
      <p id="demo-panel-reset-question" className="text-sm text-red-900">
        Reset the demo data? Sign-ups, requests, e-mails and clock moves made during the demo are lost, and whoever is
        signed in is signed out.
      </p>
      <div className="flex gap-2">
        <Button
          ref={confirmRef}
          size="sm"
          color="red"
          loading={busy !== null}
          onClick={() =>
            void run('reset', async () => {
              await controls.reset()
              session.signOut()
              reload()
              return 'Demo data reset. Reloading…'
            })
          }
        >
          Reset and reload
        </Button>
        <Button size="sm" color="white" disabled={busy !== null} onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
      <OutcomeLine outcome={outcome} />
    </div>
  )
}
