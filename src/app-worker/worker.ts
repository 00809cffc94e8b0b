/**
 * The app worker (production only, docs/decisions/0030-installable-app.md): precaches the shell and
 * the built files at install, answers from that cache what caching-rules.ts allows, and lets
 * everything else through. It also shows the Web Pushes the server sends (push-notice.ts) and opens
 * the record a clicked one names (notification-click.ts), and passes a Background Sync on to the open
 * pages, which send the requests kept offline (lib/outbox/outbox-sync.ts). Built by scripts/installable-app/plugin.ts into /sw.js, with the build's
 * file list and version in place of __APP_WORKER__.
 */
import { mayFetchAhead } from '../lib/fetch-ahead'
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../lib/outbox/outbox-sync'
import { cachingAnswer, installPlan, SHELL_PATH } from './caching-rules'
import { ACTIVATE_NOW, notificationPushed } from './messages'
import { appWindow, clickedUrl } from './notification-click'
import { pushNotice, readPush } from './push-notice'
import type { ServiceWorkerScope } from './worker-scope'

declare const __APP_WORKER__: { version: string; precached: string[]; foreignPaths: string[] }
declare const self: ServiceWorkerScope

const CACHE_PREFIX = 'empleo-app-'
// Read once: the build writes the file list wherever __APP_WORKER__ is named.
const { version, precached, foreignPaths } = __APP_WORKER__
const cacheName = `${CACHE_PREFIX}${version}`
const settings = { precached, foreignPaths, origin: self.location.origin }

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the person chooses Reload (the update prompt).
  event.waitUntil(precache())
})

/** Fills the cache at install, within what mayFetchAhead allows (installPlan). */
async function precache(): Promise<void> {
  const cache = await self.caches.open(cacheName)
  const plan = installPlan(settings.precached, mayFetchAhead())
  // Past the browser's HTTP cache, so a deploy never pairs a new worker with an old file.
  await cache.addAll(plan.fromNetwork.map((path) => new Request(path, { cache: 'reload' })))
  // A hashed file's bytes never change under its name: the browser's copy is the file, at no cost.
  await Promise.all(
    plan.fromBrowserCacheOnly.map(async (path) => {
      try {
        const held = await fetch(new Request(path, { cache: 'only-if-cached', mode: 'same-origin' }))
        if (held.ok) await cache.put(path, held)
      } catch {
        // Not held: the page fetches it when it needs it, and fromPrecache keeps it then.
      }
    }),
  )
}

self.addEventListener('activate', (event) => {
  // The previous versions' files go with them; caches that are not the app worker's are left alone.
  event.waitUntil(
    self.caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
            .map((name) => self.caches.delete(name)),
        ),
      )
      // The first install controls the page that registered it, so it works offline from the start.
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('message', (event) => {
  if (event.data === ACTIVATE_NOW) event.waitUntil(self.skipWaiting())
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const answer = cachingAnswer(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    settings,
  )
  if (answer.from === 'network') return
  event.respondWith(answer.from === 'precache' ? fromPrecache(answer.path, request) : networkOrShell(request))
})

// A network that connects but never answers would leave the person before a blank page; after this
// long the shell opens from the cache and the app says what it can.
const NAVIGATION_TIMEOUT_MS = 4000

async function precachedResponse(path: string): Promise<Response | undefined> {
  const cached = await (await self.caches.open(cacheName)).match(path)
  // A host that redirected at install would hand a navigation a redirected answer, which the browser
  // refuses; the same body and headers, unredirected, are what it needs.
  if (!cached?.redirected) return cached
  return new Response(await cached.blob(), {
    status: cached.status,
    statusText: cached.statusText,
    headers: cached.headers,
  })
}

async function fromPrecache(path: string, request: Request): Promise<Response> {
  const cached = await precachedResponse(path)
  if (cached) return cached
  const fetched = await fetch(request)
  // A listed file install left to the page (installPlan) is kept, so what was used works offline.
  if (fetched.ok && fetched.type === 'basic') await (await self.caches.open(cacheName)).put(path, fetched.clone())
  return fetched
}

/**
 * The host's page while there is a network, so a deploy's new page and another build on the same
 * origin (a demo with the mock's worker) always win; the precached shell only when there is none.
 * The request goes out untouched (a navigation's own redirect and credential modes), raced by a timer.
 */
async function networkOrShell(request: Request): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The network did not answer in time.')), NAVIGATION_TIMEOUT_MS)
  })
  try {
    return await Promise.race([fetch(request), timedOut])
  } catch (error) {
    const shell = await precachedResponse(SHELL_PATH)
    if (shell) return shell
    throw error
  } finally {
    clearTimeout(timer)
  }
}

self.addEventListener('push', (event) => {
  let text: string | null = null
  try {
    text = event.data?.text() ?? null
  } catch {
    // An unreadable payload still shows the generic notice: a push must always show one.
  }
  const push = readPush(text)
  const { title, options } = pushNotice(push)
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      // Open pages refresh their notifications at once rather than at their next poll.
      self.clients
        .matchAll({ type: 'window' })
        .then((windows) => windows.forEach((window) => window.postMessage(notificationPushed(push?.topic ?? null)))),
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openInApp(clickedUrl(event.notification.data, settings.origin)))
})

/** Brings an open Empleo window forward at `url`, or opens one. */
async function openInApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = appWindow(windows, settings.origin, settings.foreignPaths)
  if (open) {
    try {
      const focused = await open.focus()
      if (focused.url !== url) await focused.navigate(url)
      return
    } catch {
      // A window this worker does not control cannot be navigated: a new one opens the record.
    }
  }
  await self.clients.openWindow(url)
}

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return
  // The worker holds no token: the open pages send, each under its own session.
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((window) => window.postMessage({ type: OUTBOX_SYNC_MESSAGE }))),
  )
})
