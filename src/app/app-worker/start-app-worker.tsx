import { StrictMode, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { AppStatusMessages } from './app-status-messages'
import { registerAppWorker, type UpdateReady } from './register-app-worker'
import { useOnline } from './use-online'

let waitingUpdate: UpdateReady | null = null
const listeners = new Set<() => void>()

function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function ConnectedAppStatusMessages() {
  const online = useOnline()
  const update = useSyncExternalStore(subscribeToUpdate, () => waitingUpdate)
  return <AppStatusMessages online={online} update={update} />
}

/**
 * The installable app's page side (production builds only, src/main.tsx, once the page is idle):
 * registers the app worker and mounts its status messages in a root of their own appended to <body>, so
 * they outlive the first-visit shell's hand-over and never touch the app's tree.
 */
export function startAppWorker(): void {
  const host = document.createElement('div')
  host.id = 'empleo-app-status'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <ConnectedAppStatusMessages />
    </StrictMode>,
  )
  if (!('serviceWorker' in navigator)) return
  void registerAppWorker((update) => {
    waitingUpdate = update
    for (const listener of listeners) listener()
  }).catch(() => {
    // Without its worker the app still works online, as it did before it was installable.
  })
}
