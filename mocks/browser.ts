import { setupWorker } from 'msw/browser'
import { setResponseValidation } from './adapter'
import { control } from './control-api/index'
import { persistTo, restoreSnapshot, saveNow } from './db/persistence'
import { resetDatabase } from './db/reset'
import { handlers } from './handlers'
import { keepBytesIn } from './storage/file-bytes'
import { indexedDbByteStore } from './storage/indexeddb-file-bytes'

/**
 * The mock in the browser (development and the demo build): restores the demo's data from
 * localStorage, or seeds it, then lets the service worker hand every API call to the handlers.
 */
const STORAGE_KEY = 'empleo.mock.database'

/**
 * msw asks the browser to check its service worker for an update on every start and never waits for
 * the answer (mswjs/msw#2006). A check that fails, as one can while a page is busy or going away, is
 * harmless (the registered worker goes on answering) but surfaced as an uncaught error in the page.
 */
function ignoreWorkerUpdateFailure(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
}

export async function startMockWorker({ validateResponses = false }: { validateResponses?: boolean } = {}) {
  setResponseValidation(validateResponses)
  // Before a reseed, which empties it: uploads made before a reload stay only with their database.
  if (typeof indexedDB !== 'undefined') keepBytesIn(indexedDbByteStore())
  const stored = persistTo(window.localStorage, STORAGE_KEY)
  if (!restoreSnapshot(stored)) {
    await resetDatabase()
    saveNow()
  }
  // Requests save shortly after they finish; this catches the rest (typed control calls, a moved clock).
  window.addEventListener('pagehide', saveNow)
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure)
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-worker.js' } })
  return { worker, control }
}
