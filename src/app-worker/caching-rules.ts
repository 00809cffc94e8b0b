/**
 * Which requests the app worker answers from its cache, and which go to the network untouched.
 * The cache holds only files the build listed (the shell and the static files): what install fetched,
 * and for a person saving data the listed files the page fetched later. An API answer, a signed file or
 * anything personal is never listed, so it can never be stored.
 */

/** The parts of a fetch the rules look at, plain so the rules can be tested without a worker. */
export type InterceptedRequest = {
  url: string
  method: string
  mode: RequestMode
  hasAuthorization: boolean
}

export type CachingSettings = {
  /** The worker's own origin: every other origin (the API, its signed file links) is left alone. */
  origin: string
  /** Same-origin paths whose files the build precached, such as '/assets/index-abc123.js'. */
  precached: readonly string[]
  /** Same-origin path prefixes that belong to someone else: the API and the admin application. */
  foreignPaths: readonly string[]
}

export type CachingAnswer =
  /** Left alone: the browser fetches it as if there were no worker. */
  | { from: 'network' }
  /** A built file: the precache first (its name changes with its content), the network if it is missing. */
  | { from: 'precache'; path: string }
  /** An in-app navigation: the host's page, or the precached shell when the network is gone. */
  | { from: 'network-or-shell' }

/** The precached document an in-app navigation falls back to offline: the router takes it from there. */
export const SHELL_PATH = '/index.html'

// Laravel's temporarySignedRoute and object stores put these in a link that works without a token.
const SIGNED_LINK_PARAMETERS = ['signature', 'expires', 'x-amz-signature', 'token']

const network: CachingAnswer = { from: 'network' }

/** Whether `path` is `prefix` or below it, as a folder: '/admin' holds '/admin/x', not '/administration'. */
export function isUnder(path: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '')
  return path === base || path.startsWith(`${base}/`)
}

function isSignedLink(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => SIGNED_LINK_PARAMETERS.includes(key.toLowerCase()))
}

// A navigation to a file (/robots.txt, /report.pdf) is the host's to answer, not the app's.
function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))
}

export function cachingAnswer(request: InterceptedRequest, settings: CachingSettings): CachingAnswer {
  if (request.method !== 'GET' || request.hasAuthorization) return network
  const url = new URL(request.url)
  if (url.origin !== settings.origin) return network
  if (settings.foreignPaths.some((prefix) => isUnder(url.pathname, prefix))) return network
  if (isSignedLink(url)) return network

  const precached = settings.precached.includes(url.pathname)
  if (request.mode === 'navigate') {
    const inApp = url.pathname === SHELL_PATH || !looksLikeFile(url.pathname)
    return inApp ? { from: 'network-or-shell' } : network
  }
  // Built files never carry a query; one that does asks for something the build did not make.
  return precached && url.search === '' ? { from: 'precache', path: url.pathname } : network
}

/** Where the build puts its hashed scripts and styles: their names change with their bytes. */
const BUILT_ASSETS = '/assets/'

/** What install puts in the cache: from the network, and from the browser's own cache alone. */
export type InstallPlan = { fromNetwork: string[]; fromBrowserCacheOnly: string[] }

/**
 * What the app worker fetches at install. Every listed file, when the page may fetch ahead. For a
 * person saving data or on 2G (mayFetchAhead, docs/decisions/0055-fetch-ahead-within-a-budget.md) only
 * what the installable app needs from the network (the shell, the manifest, the icons, public/); of the
 * hashed scripts and styles, those the browser already holds, which cost no byte, and the rest as the
 * page asks for them.
 */
export function installPlan(precached: readonly string[], fetchAhead: boolean): InstallPlan {
  if (fetchAhead) return { fromNetwork: [...precached], fromBrowserCacheOnly: [] }
  return {
    fromNetwork: precached.filter((path) => !path.startsWith(BUILT_ASSETS)),
    fromBrowserCacheOnly: precached.filter((path) => path.startsWith(BUILT_ASSETS)),
  }
}
