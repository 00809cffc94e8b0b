import type { Manifest } from 'vite'

/**
 * What a page downloads before it can show, read from Vite's build manifest: the entry, every chunk it
 * imports statically, and the lazy chunks TanStack Router fetches for the matched routes.
 */

export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (keys.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${keys.length}: ${keys.join(', ')}`)
  return keys[0] as string
}

/** The given chunks and everything they import statically (the browser fetches these together). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

/** Manifest keys of lazily loaded route chunks, with the route file each comes from. */
export function routeChunks(manifest: Manifest): { key: string; routeFile: string }[] {
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const source = (chunk.src ?? key).replace(/\\/g, '/')
    const match = /(?:^|\/)src\/routes\/([^?]+)/.exec(source)
    return chunk.isDynamicEntry && match?.[1] ? [{ key, routeFile: match[1] }] : []
  })
}

type RouteChunk = { key: string; segments: string[]; isLayout: boolean }

// Route-file naming of TanStack Router: folders or dots nest, `route` and `__root` name a layout,
// `index` a leaf, `_name` and `(name)` add no URL segment, a trailing `_` un-nests.
function toRouteChunk({ key, routeFile }: { key: string; routeFile: string }): RouteChunk {
  const segments = routeFile.replace(/\.[cm]?[jt]sx?$/, '').split(/[/.]/)
  if (segments.at(-1) === 'lazy') segments.pop()
  const isLayout = segments.at(-1) === 'route' || segments.at(-1) === '__root'
  if (isLayout) segments.pop()
  return { key, segments, isLayout }
}

function urlOf(segments: readonly string[]): string {
  const visible = segments.filter((segment) => !/^_|^\(.*\)$/.test(segment) && segment !== 'index')
  return `/${visible.map((segment) => segment.replace(/_$/, '')).join('/')}`
}

// autoCodeSplitting puts a route's component, error and not-found components in separate chunks; a page
// that shows without an error needs only the first.
function isFirstLoadSplit(key: string): boolean {
  const split = /[?&]tsr-split=([^&]+)/.exec(key)?.[1]
  return split === undefined || split.split('---').includes('component')
}

const preference = (chunk: RouteChunk) => (chunk.segments.at(-1) === 'index' ? 0 : chunk.isLayout ? 2 : 1)

/**
 * The lazy chunks a page at `url` fetches: its own route file's and those of the layout routes above
 * it (a layout's segments are a prefix of the page's). Empty when no route file serves `url`.
 */
export function routeChainKeys(manifest: Manifest, url: string): string[] {
  const chunks = routeChunks(manifest)
    .filter(({ key }) => isFirstLoadSplit(key))
    .map(toRouteChunk)
  const isRoot = (chunk: RouteChunk) => chunk.isLayout && chunk.segments.length === 0
  const leaf = chunks
    .filter((chunk) => !isRoot(chunk) && urlOf(chunk.segments) === url)
    .sort((a, b) => preference(a) - preference(b))[0]
  if (!leaf) return []
  const isAbove = (chunk: RouteChunk) =>
    chunk.segments.at(-1) !== 'index' &&
    chunk.segments.length < leaf.segments.length &&
    chunk.segments.every((segment, i) => segment === leaf.segments[i])
  return chunks.filter((chunk) => chunk === leaf || isAbove(chunk)).map(({ key }) => key)
}

/**
 * The URL of every page under the pathless layout `layout` (its folder of route files, e.g. `_app`):
 * each route chunk below it that is not itself a layout, once per URL, sorted. A dynamic segment stays
 * as written (`/payslip/$id`).
 */
export function pagesUnder(manifest: Manifest, layout: string): string[] {
  const chunks = routeChunks(manifest)
    .filter(({ key }) => isFirstLoadSplit(key))
    .map(toRouteChunk)
    .filter((chunk) => chunk.segments[0] === layout && chunk.segments.length > 1 && !chunk.isLayout)
  return [...new Set(chunks.map((chunk) => urlOf(chunk.segments)))].sort()
}

/** The module that starts the router app; the entry imports it lazily (src/app/start-app.tsx). */
export const ROUTER_APP_KEY = 'src/app/router-app.tsx'

/** The module of the first-visit shell; the entry imports it lazily for a guest at / (src/app/start-app.tsx). */
export const FIRST_VISIT_SHELL_KEY = 'src/app/first-visit-shell-tree.tsx'

/**
 * Every chunk the page at `url` loads first. A guest at `/` gets the entry and the first-visit shell;
 * every other page starts the router app, then fetches its route chain.
 */
export function firstLoadKeys(manifest: Manifest, url: string): { keys: Set<string>; routeFound: boolean } {
  if (url === '/')
    return { keys: staticClosure(manifest, [entryKey(manifest), FIRST_VISIT_SHELL_KEY]), routeFound: true }
  const chain = routeChainKeys(manifest, url)
  return { keys: staticClosure(manifest, [entryKey(manifest), ROUTER_APP_KEY, ...chain]), routeFound: chain.length > 0 }
}
