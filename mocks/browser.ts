import { API_PREFIX } from '@contract'
import { getResponse, http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { setResponseValidation } from './adapter'
import * as clock from './clock'
import { controlClient } from './control-api/client'
import { CONTROL_PREFIX } from './control-api/http-handlers'
import { control } from './control-api/index'
import {
  guardSaves,
  lastSavedSnapshot,
  newerSnapshot,
  onSaved,
  persistTo,
  restoreSnapshot,
  saveNow,
  saveOnLeaving,
  stopPersisting,
} from './db/persistence'
import { resetDatabase } from './db/reset'
import { handlers } from './handlers'
import { keepBytesIn } from './storage/file-bytes'
import { indexedDbByteStore } from './storage/indexeddb-file-bytes'
import { seekLeadership, type Leadership } from './tabs/leadership'
import { servedOnce } from './tabs/served-once'
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
/** How long a tab given the lock waits for what the leader before it saved as it went away. */
const HANDOVER_WAIT_MS = 300

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

function parsed(snapshot: string | null): unknown {
  try {
    return snapshot === null ? null : (JSON.parse(snapshot) as unknown)
  } catch {
    return null
  }
}

/** Without Web Locks (an insecure origin) each tab keeps its own mock, as before decision 31. */
async function leadAlone(lead: () => Promise<void>): Promise<{ leading: boolean; leadership: Leadership }> {
  await lead()
  return { leading: true, leadership: { release: () => {}, rejoin: () => {}, takeOver: () => {} } }
}

export async function startMockWorker({ validateResponses = false }: { validateResponses?: boolean } = {}) {
  setResponseValidation(validateResponses)
  // Before a reseed, which empties it: uploads made before a reload stay only with their database.
  if (typeof indexedDB !== 'undefined') keepBytesIn(indexedDbByteStore())

  const link = createTabLink(new BroadcastChannel(TABS_CHANNEL), crypto.randomUUID())
  // Saves happen only where persistence is on: in the leader, which tells the other tabs of a change.
  onSaved(link.saved)
  // A leader checks it has not stalled before it saves: a tab may have taken over meanwhile.
  guardSaves(link.leads)
  clock.onMove(() => {
    if (link.leads()) link.announceClock(clock.getOffset())
  })
  // Only the leader announces, and a tab never hears its own announcements.
  link.onClock(clock.setOffset)

  let starting = true
  let tookOver = false
  const lead = async () => {
    // A leader that went away handed over what it saved last; storage may not have it yet. None
    // comes to the first tab, nor to one that took over from a leader that stopped answering.
    const handedOver = await link.handedOver(starting || tookOver ? 0 : HANDOVER_WAIT_MS)
    tookOver = false
    const stored = persistTo(window.localStorage, STORAGE_KEY)
    const restored = restoreSnapshot(newerSnapshot(stored, parsed(handedOver)))
    if (!restored) await resetDatabase()
    link.lead(servedOnce((request) => getResponse(handlers, request)))
    // A tab saves only while it leads: the seed is saved once it does.
    if (!restored) saveNow()
  }
  // The lock was taken from this tab, or it stalled: another tab may be saving now, so it saves nothing.
  const deposed = () => {
    link.stepDown()
    stopPersisting()
  }
  const { leading, leadership } =
    'locks' in navigator ? await seekLeadership(navigator.locks, LEADER_LOCK, lead, deposed) : await leadAlone(lead)
  starting = false
  link.onSilentLeader(() => {
    tookOver = true
    leadership.takeOver()
  })
  link.onDeposed(() => {
    deposed()
    leadership.release()
    leadership.rejoin()
  })
  if (!leading) clock.setOffset(await readLeaderClock(link))

  // Changes save before they are answered and reads shortly after; this catches the rest (a read's
  // change still waiting) and hands the mock on, saved, to the next tab.
  window.addEventListener('pagehide', () => {
    if (!link.leads()) return
    saveOnLeaving()
    link.stepDown()
    link.handOver(lastSavedSnapshot())
    stopPersisting()
    leadership.release()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leadership.rejoin()
  })
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure)

  const routeToLeader = http.all('*', async ({ request }) => {
    if (!servedByMock(request)) return undefined
    if (link.leads()) {
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
