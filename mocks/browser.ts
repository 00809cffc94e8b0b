import { API_PREFIX } from '@contract'
import { getResponse, http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { setResponseValidation } from './adapter'
import * as clock from './clock'
import { controlClient } from './control-api/client'
import { CONTROL_PREFIX } from './control-api/http-handlers'
import { control } from './control-api/index'
import { onSaved, persistTo, restoreSnapshot, saveNow, stopPersisting } from './db/persistence'
import { resetDatabase } from './db/reset'
import { handlers } from './handlers'
import { keepBytesIn } from './storage/file-bytes'
import { indexedDbByteStore } from './storage/indexeddb-file-bytes'
import { seekLeadership, type Leadership } from './tabs/leadership'
import { createTabLink, type TabLink } from './tabs/tab-link'

/**
 * The mock in the browser (development and the demo build). The tabs of one demo share one mock
 * (decision 31): the tab holding the leader lock restores the demo's data from localStorage, or seeds
 * it, and runs the handlers; every other tab's service worker hands its calls to that tab over a
 * BroadcastChannel. When the leader's page goes away it saves, and the next tab restores and leads.
 */
const STORAGE_KEY = 'empleo.mock.database'
const TABS_CHANNEL = 'empleo.mock.tabs'
const LEADER_LOCK = 'empleo.mock.leader'

/**
 * msw asks the browser to check its service worker for an update on every start and never waits for
 * the answer (mswjs/msw#2006). A check that fails, as one can while a page is busy or going away, is
 * harmless (the registered worker goes on answering) but surfaced as an uncaught error in the page.
 */
function ignoreWorkerUpdateFailure(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
}

/** The paths the handlers serve; anything else a page fetches is none of the mock's business. */
function servedByMock(request: Request): boolean {
  const { pathname } = new URL(request.url)
  return pathname.includes(`${API_PREFIX}/`) || pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`)
}

/** A tab that does not lead starts from the leader's clock; the leader's announcements keep it there. */
async function readLeaderClock(link: TabLink): Promise<number> {
  const leader = controlClient(async ({ method, path }) => {
    const answer = await link.forward(
      new Request(new URL(`${CONTROL_PREFIX}${path}`, window.location.href), { method }),
    )
    return { status: answer?.status ?? 404, body: answer ? ((await answer.json()) as unknown) : null }
  })
  return (await leader.clock()).offset_ms
}

/** Without Web Locks (an insecure origin) each tab keeps its own mock, as before decision 31. */
async function leadAlone(lead: () => Promise<void>): Promise<{ leading: boolean; leadership: Leadership }> {
  await lead()
  return { leading: true, leadership: { release: () => {}, rejoin: () => {} } }
}

export async function startMockWorker({ validateResponses = false }: { validateResponses?: boolean } = {}) {
  setResponseValidation(validateResponses)
  // Before a reseed, which empties it: uploads made before a reload stay only with their database.
  if (typeof indexedDB !== 'undefined') keepBytesIn(indexedDbByteStore())

  const link = createTabLink(new BroadcastChannel(TABS_CHANNEL), crypto.randomUUID())
  // Saves happen only where persistence is on: in the leader, which tells the other tabs of a change.
  onSaved(link.saved)
  clock.onMove(() => {
    if (link.isLeader) link.announceClock(clock.getOffset())
  })
  // Only the leader announces, and a tab never hears its own announcements.
  link.onClock(clock.setOffset)
  const lead = async () => {
    const stored = persistTo(window.localStorage, STORAGE_KEY)
    if (!restoreSnapshot(stored)) {
      await resetDatabase()
      saveNow()
    }
    link.lead((request) => getResponse(handlers, request))
  }
  const { leading, leadership } =
    'locks' in navigator ? await seekLeadership(navigator.locks, LEADER_LOCK, lead) : await leadAlone(lead)
  if (!leading) clock.setOffset(await readLeaderClock(link))

  // Changes save before they are answered and reads shortly after; this catches the rest (a read's
  // change still waiting) and hands the mock on, saved, to the next tab.
  window.addEventListener('pagehide', () => {
    if (!link.isLeader) return
    link.stepDown()
    saveNow()
    stopPersisting()
    leadership.release()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leadership.rejoin()
  })
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure)

  const routeToLeader = http.all('*', async ({ request }) => {
    if (!servedByMock(request)) return undefined
    if (link.isLeader) {
      // Falls through to the handlers below, in this page.
      link.noteOwnRequest()
      return undefined
    }
    return (await link.forward(request)) ?? passthrough()
  })
  const worker = setupWorker(routeToLeader, ...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-worker.js' } })
  return {
    worker,
    control,
    /** Another tab changed the mock's data: what this tab's screens show may be out of date. */
    onChangedElsewhere: link.onChangedElsewhere,
  }
}
