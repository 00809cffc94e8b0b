import { ACTIVATE_NOW } from '@/app-worker/messages'
import { reloadPage } from '@/lib/navigation'

/** Where the production build puts the app worker (scripts/installable-app/plugin.ts). */
export const APP_WORKER_URL = '/sw.js'

// The browser looks for a new worker on each navigation; a portal left open all day never navigates.
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** A new version is installed and waiting: `activate` hands it the page and reloads once. */
export type UpdateReady = { activate: () => void }

type Browser = {
  container: ServiceWorkerContainer
  reload: () => void
}

const theBrowser = (): Browser => ({ container: navigator.serviceWorker, reload: reloadPage })

/**
 * Registers the app worker and tells `onUpdateReady` when a newer one waits. The first install
 * takes the page over quietly (it serves the same files the page already has); a later one waits
 * for the person, since swapping the files under a running page could break its next lazy load.
 */
export async function registerAppWorker(
  onUpdateReady: (update: UpdateReady) => void,
  { container, reload }: Browser = theBrowser(),
): Promise<void> {
  const registration = await container.register(APP_WORKER_URL, { scope: '/', updateViaCache: 'none' })

  let reloadWanted = false
  container.addEventListener('controllerchange', () => {
    // Also fired when the first install claims the page: only the person's Reload reloads, and once.
    if (!reloadWanted) return
    reloadWanted = false
    reload()
  })
  const offer = (worker: ServiceWorker) =>
    onUpdateReady({
      activate: () => {
        reloadWanted = true
        worker.postMessage(ACTIVATE_NOW)
      },
    })

  // A worker already waiting (installed while an earlier tab kept the old one) is offered at once.
  if (registration.waiting && container.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing)
    })
  })
  window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
}
