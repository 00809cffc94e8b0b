import type { Browser, BrowserContext, Page } from '@playwright/test'

/**
 * A second browser, as another device of the same person: its own context (storage, cookies, tabs),
 * whose API calls reach the first browser's mock. The demo's mock runs inside a page (decision 31),
 * so two contexts would otherwise have two servers; here the second one's requests travel to
 * `server` (a page of the first context) and are sent from there, as a real server would receive them
 * over the network. A proxy in front of it names the device's address (`X-Forwarded-For`), which the
 * mock reads as a place (mocks/rules/places.ts).
 */
export type RelayedRequest = {
  method: string
  url: string
  headers: [string, string][]
  /** The body's bytes, base64; null for none. */
  body: string | null
}

type RelayedAnswer = { status: number; headers: [string, string][]; body: string }

const BINDING = '__empleoRelayToServer'

export async function contextRelayedTo(
  browser: Browser,
  server: Page,
  options: { baseURL: string; forwardedFor: string },
): Promise<BrowserContext> {
  await server.addInitScript(markUnloading)
  await server.evaluate(markUnloading)
  const context = await browser.newContext({
    // Another browser: without this, a test's own context options (its persona's saved session) apply here too.
    storageState: { cookies: [], origins: [] },
    baseURL: options.baseURL,
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Manila',
    locale: 'en-PH',
  })
  await context.exposeBinding(BINDING, async (_source, request: RelayedRequest): Promise<RelayedAnswer> => {
    const forwarded: RelayedRequest = {
      ...request,
      headers: [...request.headers, ['x-forwarded-for', options.forwardedFor]],
    }
    // The server's page may be loading (a reload): its mock answers once it has started again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await server.waitForFunction(() => document.documentElement.dataset.mock === 'ready', undefined, {
          timeout: 10_000,
        })
        return await server.evaluate(sendFromServer, forwarded)
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
  })
  await context.addInitScript(relayApiCalls, { binding: BINDING, prefix: '/api/' })
  return context
}

/**
 * Runs in the server's page, before its app: from the page's `beforeunload` (a reload) its mock no longer answers.
 * MSW's worker forgets the page then, so a call sent from it would reach the static server, whose 404 sent the
 * other browser to /404.
 */
function markUnloading() {
  addEventListener('beforeunload', () => (document.documentElement.dataset.mock = 'unloading'))
}

/** Runs in the server's page: the request, sent to its mock as the page's own. */
async function sendFromServer(request: RelayedRequest): Promise<RelayedAnswer> {
  // A page still loading has no mock yet, nor one unloading, and the static server would answer instead: try again.
  if (document.documentElement.dataset.mock !== 'ready' || !navigator.serviceWorker?.controller)
    throw new Error('The server page has no mock running.')
  const body = request.body === null ? undefined : Uint8Array.from(atob(request.body), (c) => c.charCodeAt(0))
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body })
  return { status: response.status, headers: [...response.headers], body: await response.text() }
}

/** Runs in every page of the relayed context before the app: its API calls go to the relay. */
function relayApiCalls({ binding, prefix }: { binding: string; prefix: string }) {
  const send = window.fetch.bind(window)
  const relay = (window as unknown as Record<string, (request: RelayedRequest) => Promise<RelayedAnswer>>)[binding]!
  const base64 = (bytes: Uint8Array) => {
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== location.origin || !url.pathname.startsWith(prefix)) return send(input, init)
    const bytes = new Uint8Array(await request.arrayBuffer())
    const answer = await relay({
      method: request.method,
      url: url.pathname + url.search,
      headers: [...request.headers],
      body: bytes.length > 0 ? base64(bytes) : null,
    })
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers })
  }
}
