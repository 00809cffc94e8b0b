import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { UpdateReady } from './register-app-worker'

type AppStatusMessagesProps = {
  online: boolean
  /** Set once a new version of the app waits to take over. */
  update: UpdateReady | null
}

const messageClass =
  'pointer-events-auto flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-ink shadow-lg'

/**
 * What the installed app says about itself: that the network is gone (the shell still opens from
 * the app worker's cache, but no data comes or goes), and that a new version is ready.
 */
export function AppStatusMessages({ online, update }: AppStatusMessagesProps) {
  const [updateLater, setUpdateLater] = useState(false)
  const [reloading, setReloading] = useState(false)
  const showUpdate = update !== null && !updateLater
  return (
    // Polite and always present, so a message that appears is read out without taking the focus.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:right-4 sm:left-auto sm:w-96"
    >
      {!online && (
        <div className={messageClass}>
          <p>
            <strong className="block font-semibold">You are offline.</strong>
            Empleo cannot load or save your data until the connection is back.
          </p>
        </div>
      )}
      {showUpdate && (
        <div className={messageClass}>
          <p className="flex-1 font-semibold">A new version of Empleo is available.</p>
          <div className="flex gap-2">
            <Button size="sm" color="white" onClick={() => setUpdateLater(true)}>
              Later
            </Button>
            <Button
              size="sm"
              color="blue"
              loading={reloading}
              onClick={() => {
                setReloading(true)
                update.activate()
              }}
            >
              Reload
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
