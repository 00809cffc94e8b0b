import type { Manifest } from 'vite'
import { entryKey, firstLoadKeys, pagesUnder, routeChunks, staticClosure } from '../bundle/manifest-graph.ts'

/**
 * The JavaScript budgets of the production bundle, in bytes as served (Brotli, as the build writes it
 * beside each file: scripts/bundle/precompress.ts; 1 KB = 1000 bytes, as Vite reports sizes), and how
 * `npm run size` judges a build against them. Change them here and nowhere else.
 *
 * Source: the product's performance targets (docs/decisions/0035-every-budget-in-ci.md), set well
 * inside Alex Russell's 300 to 350 KB for a first load, and the phone's (docs/decisions/0059): any
 * employee page's first load at most 170 KB, the JavaScript the phone budget allows before a page's
 * content; the landing page's at most 90 KB (100 KB gzipped, as first set, is 89 KB in Brotli at our
 * files' 11% saving); every lazily loaded route chunk reported and none over 60 KB.
 */
export const bundleBudget = {
  /** The landing page (/): the entry chunk and what it imports statically (decision 6). */
  landingFirstLoad: 90_000,
  /** Each employee page: the entry, the router app, and the page's route chain with its static imports. */
  employeePageFirstLoad: 170_000,
  /** Any chunk loaded lazily (a route's code, or code shared by lazy routes). */
  lazyChunk: 60_000,
} as const

/**
 * Employee pages whose first load is over the budget today, each held to the figure it had when listed
 * rounded up to the half kilobyte (bytes), so none can grow while the work that brings them under is
 * done (decision 36). A listed page that comes within the budget fails too, until it is taken off: the
 * list only shrinks.
 */
export const overBudgetCeilings: Readonly<Record<string, number>> = {}

/** The signed-in layout's folder of route files (src/routes/_app/): every page under it is an employee page. */
export const EMPLOYEE_LAYOUT = '_app'

/** `held`: a page over the budget, judged against its ceiling in overBudgetCeilings. */
export type BudgetLine = { label: string; bytes: number; budget: number; withinBudget: boolean; held?: boolean }

const line = (label: string, bytes: number, budget: number): BudgetLine => ({
  label,
  bytes,
  budget,
  withinBudget: bytes <= budget,
})

/**
 * Every budget line of a build: the landing page's first load, each employee page's first load, each
 * lazy route chunk, the largest lazy shared chunk and any other one over budget. `servedSizeOf` gives a built
 * file's size as served. A build where no employee page is found fails rather than passing unmeasured.
 */
export function bundleBudgetLines(
  manifest: Manifest,
  servedSizeOf: (file: string) => number,
  ceilings: Readonly<Record<string, number>> = overBudgetCeilings,
): BudgetLine[] {
  const jsBytes = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + servedSizeOf(file), 0)

  const lines = [
    line(
      'landing page first load (a guest at /: the first-visit shell)',
      jsBytes(firstLoadKeys(manifest, '/').keys),
      bundleBudget.landingFirstLoad,
    ),
  ]

  const pages = pagesUnder(manifest, EMPLOYEE_LAYOUT)
  if (pages.length === 0) lines.push(line(`no employee page found under src/routes/${EMPLOYEE_LAYOUT}/`, Infinity, 0))
  for (const page of pages)
    lines.push(employeePageLine(page, jsBytes(firstLoadKeys(manifest, page).keys), ceilings[page]))

  const firstVisit = staticClosure(manifest, [entryKey(manifest)])
  const routeKeys = new Set(
    routeChunks(manifest)
      .map(({ key }) => key)
      .filter((key) => !firstVisit.has(key)),
  )
  for (const key of [...routeKeys].sort())
    lines.push(line(`lazy route chunk ${key}`, jsBytes([key]), bundleBudget.lazyChunk))

  const shared = Object.keys(manifest)
    .filter((key) => !firstVisit.has(key) && !routeKeys.has(key) && manifest[key]?.file.endsWith('.js'))
    .map((key) => ({ key, bytes: jsBytes([key]) }))
    .sort((a, b) => b.bytes - a.bytes)
  const [largest, ...others] = shared
  if (largest)
    lines.push(
      line(
        `largest of ${shared.length} other lazy chunks (${manifest[largest.key]?.file})`,
        largest.bytes,
        bundleBudget.lazyChunk,
      ),
    )
  for (const chunk of others)
    if (chunk.bytes > bundleBudget.lazyChunk)
      lines.push(line(`lazy chunk ${manifest[chunk.key]?.file}`, chunk.bytes, bundleBudget.lazyChunk))
  return lines
}

function employeePageLine(page: string, bytes: number, ceiling: number | undefined): BudgetLine {
  if (ceiling === undefined) return line(`${page} first load`, bytes, bundleBudget.employeePageFirstLoad)
  if (bytes <= bundleBudget.employeePageFirstLoad)
    return {
      ...line(`${page} first load, within budget now: take it off overBudgetCeilings`, bytes, ceiling),
      withinBudget: false,
    }
  return {
    ...line(
      `${page} first load, over the ${kb(bundleBudget.employeePageFirstLoad)} budget; its ceiling`,
      bytes,
      ceiling,
    ),
    held: true,
  }
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : 'not measured')

export function formatBudgetLines(lines: readonly BudgetLine[]): string {
  const width = Math.max(...lines.map(({ label }) => label.length))
  return lines
    .map(
      ({ label, bytes, budget, withinBudget, held }) =>
        `${!withinBudget ? 'OVER' : held ? 'HELD' : 'ok  '}  ${label.padEnd(width)} ${kb(bytes).padStart(12)} of ${kb(budget)}`,
    )
    .join('\n')
}
