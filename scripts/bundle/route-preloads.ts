import type { Manifest, Plugin } from 'vite'
import { ENTRY_META } from '../prerender-landing.ts'
import { entryKey, firstLoadKeys, pagesUnder, staticClosure } from './manifest-graph.ts'
import { EMPLOYEE_LAYOUT } from '../bench/bundle-budget.ts'
import { firstRequests } from '../../src/app/first-requests.ts'
import { parseEnv } from '../../src/config/parse-env.ts'

const MANIFEST_FILE = '.vite/manifest.json'

/**
 * The scripts each page loads first beyond the entry's own: `landing` for a guest at / (the
 * first-visit shell), `app` what every employee page shares, `pages` the rest of each.
 */
export type RoutePreloads = { landing: string[]; app: string[]; pages: Record<string, string[]> }

/**
 * From the build manifest: for every employee page, the scripts its first load fetches after the
 * entry (the router app, the signed-in layout, the page's route chain and their static imports), as
 * absolute paths. The catch-all page (`/$`) is left out: any address would match it.
 */
export function routePreloads(manifest: Manifest, base = '/'): RoutePreloads {
  const entry = staticClosure(manifest, [entryKey(manifest)])
  const scriptsOf = (page: string) =>
    [...firstLoadKeys(manifest, page).keys]
      .filter((key) => !entry.has(key))
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'))
      .map((file) => `${base}${file}`)
  const lists = Object.fromEntries(
    pagesUnder(manifest, EMPLOYEE_LAYOUT)
      .filter((page) => page !== '/$')
      .map((page) => [page, scriptsOf(page)]),
  )
  const all = Object.values(lists)
  const landing = scriptsOf('/')
  const app = (all[0] ?? []).filter((file) => all.every((list) => list.includes(file)))
  const pages = Object.fromEntries(
    Object.entries(lists).map(([page, files]) => [page, files.filter((file) => !app.includes(file))]),
  )
  return { landing, app, pages }
}

/**
 * The attributes public/landing-gate.js reads: `data-landing-preload`, `data-app-preload` and
 * `data-page-preload` ("page=a,b;page=c").
 */
export function preloadAttributes({ landing, app, pages }: RoutePreloads): string {
  const perPage = Object.entries(pages)
    .map(([page, files]) => `${page}=${files.join(',')}`)
    .join(';')
  return ` data-landing-preload="${landing.join(' ')}" data-app-preload="${app.join(' ')}" data-page-preload="${perPage}"`
}

/**
 * The attributes with which public/landing-gate.js sends a page's first GETs itself: `data-api`, the
 * API's origin as the app calls it ('' for the app's own), and `data-page-requests` ("page=a,b"), the
 * paths of src/app/first-requests.ts (docs/decisions/0045-first-data-from-the-gate.md).
 */
export function firstRequestAttributes(apiBaseUrl: string): string {
  const perPage = Object.entries(firstRequests)
    .map(([page, paths]) => `${page}=${paths.join(',')}`)
    .join(';')
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return ` data-api="${attribute(apiBaseUrl)}" data-page-requests="${attribute(perPage)}"`
}

/**
 * A signed-in person's first load was a waterfall: the entry, then the router app it imports, then
 * the page's chunks once the router had matched the address. The gate in index.html knows the address
 * and whether a session is stored before any script has run, so it requests all of them with the
 * entry (docs/decisions/0041-signed-in-first-load.md). This writes, into the entry's <meta>, which
 * scripts each employee page needs; the build manifest says so once every chunk is named.
 */
export function routePreloadsPlugin(): Plugin {
  let env: Record<string, string> = {}
  return {
    name: 'empleo-route-preloads',
    apply: 'build',
    configResolved(config) {
      env = config.env
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[MANIFEST_FILE]
        const html = bundle['index.html']
        // Another page built with this config (Storybook's iframe.html) has no gate to tell.
        if (html === undefined) return
        if (manifest?.type !== 'asset' || html.type !== 'asset')
          return this.error(`${MANIFEST_FILE} and index.html are needed to write the route preloads`)
        const source = String(html.source)
        const meta = new RegExp(`<meta name="${ENTRY_META}"[^>]*?(?=>)`).exec(source)
        if (!meta) return this.error(`index.html has no <meta name="${ENTRY_META}">`)
        const preloads = routePreloads(JSON.parse(String(manifest.source)) as Manifest)
        // Only a build for the real API: the mock answers from a worker that is not there before the app.
        const app = parseEnv(env)
        const first = app.VITE_API_MODE === 'real' ? firstRequestAttributes(app.VITE_API_BASE_URL) : ''
        html.source = source.replace(meta[0], `${meta[0]}${preloadAttributes(preloads)}${first}`)
      },
    },
  }
}
