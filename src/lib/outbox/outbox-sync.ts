/**
 * Background Sync, where the browser has it (Chromium): the app asks the app worker for a sync when it
 * keeps a request, and the worker, woken when the line returns, tells the open tabs to send. The worker
 * holds no token, so it cannot send itself: with no tab open, the next start sends
 * (docs/product/offline.md#sending).
 */
export const OUTBOX_SYNC_TAG = 'empleo-outbox'
export const OUTBOX_SYNC_MESSAGE = 'empleo-outbox:send'

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/** Asks for a Background Sync; nothing where the browser has none or no worker runs (the mock modes). */
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Not allowed here (a private window): the online event and the next start still send.
  }
}
