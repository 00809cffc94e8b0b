/**
 * npm run bench:landing: the landing page against its Lighthouse budgets (mobile, median of three runs;
 * the figures and their sources: scripts/bench/landing-budget.ts): score at least 98 and 100, LCP at
 * most 1.5 s and 1.3 times a static page's, CLS at most 0.02 and 0, TBT at most 50 ms.
 *
 * Builds the production bundle (`vite build`: the real-API mode of .env.production, no mock), writes the
 * static page beside it (the prerendered index.html without its scripts: the same hero, built CSS and
 * fonts, no JavaScript), serves both with `vite preview` on a free port, and runs Lighthouse
 * three times on each, alternating, with its default mobile config (simulated throttling, performance
 * only), each in a fresh headless Chromium (CHROMIUM_PATH, or /usr/bin/chromium). Prints every run and
 * both pages' medians side by side, writes each JSON report to bench-results/, and exits 1 when a
 * median misses its budget. --no-build reuses dist/.
 *
 * Simulated throttling scales how long each main thread task took, so Lighthouse gathers the trace, the tasks are
 * shortened to the CPU time they used (scripts/bench/tasks-at-cpu-time.ts), and then Lighthouse audits it: a busy
 * machine no longer reads as a slow page. The gathered artifacts stay in bench-results/<page>-run-<n>/.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { EAGER_SOURCE_POSITIONS } from './bench/eager-source-positions'
import { figuresOf, formatTable, medians, missedBudgets, type RunFigures } from './bench/landing-budget'
import { staticPageOf } from './bench/static-page'
import { tasksAtCpuTime, type TraceEvent } from './bench/tasks-at-cpu-time'
import { buildApp, previewBuild, runThenStop, stopWhenDone } from './support/processes'

const RUNS = 3
const root = join(import.meta.dirname, '..')
const resultsDir = join(root, 'bench-results')
const dist = join(root, 'dist')
/** Served by the same `vite preview` as the app, from dist/; removed when the bench ends. */
const STATIC_PAGE = 'bench-static-landing.html'
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  EAGER_SOURCE_POSITIONS,
]

function writeStaticPage(): void {
  const file = join(dist, STATIC_PAGE)
  writeFileSync(file, staticPageOf(readFileSync(join(dist, 'index.html'), 'utf8')))
  stopWhenDone(() => rmSync(file, { force: true }))
}

type Page = { name: 'landing' | 'static'; url: string }

/** Lighthouse's saved trace, its tasks shortened to their CPU time; answers their sums before and after. */
function traceAtCpuTime(artifacts: string): { wallMs: number; cpuMs: number } {
  const file = join(artifacts, 'defaultPass.trace.json')
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }
  const sums = tasksAtCpuTime(trace.traceEvents)
  writeFileSync(file, JSON.stringify(trace))
  return sums
}

async function measure(page: Page, run: number): Promise<RunFigures> {
  const settings: Flags = { logLevel: 'error', onlyCategories: ['performance'] }
  const artifacts = join(resultsDir, `${page.name}-run-${run}`)
  rmSync(artifacts, { recursive: true, force: true })
  const chrome: LaunchedChrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' })
  const stopChrome = stopWhenDone(() => chrome.kill())
  try {
    await lighthouse(page.url, { ...settings, port: chrome.port, gatherMode: artifacts })
  } finally {
    await stopChrome()
  }
  const tasks = traceAtCpuTime(artifacts)
  const result = await lighthouse(page.url, { ...settings, output: 'json', auditMode: artifacts })
  if (!result) throw new Error('Lighthouse returned no result')
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
  const file = join(resultsDir, `${page.name}-run-${run}.json`)
  writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr, null, 2))
  const figures = figuresOf(result.lhr)
  console.log(
    `${page.name.padEnd(7)} run ${run}: score ${figures.score.toFixed(0)}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms; its tasks ${Math.round(tasks.wallMs)} ms on the wall clock, ${Math.round(tasks.cpuMs)} ms of CPU (${file})`,
  )
  return figures
}

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) await buildApp({ outDir: dist })
  writeStaticPage()
  mkdirSync(resultsDir, { recursive: true })
  const url = `${await previewBuild()}/`
  const landing: Page = { name: 'landing', url }
  const staticPage: Page = { name: 'static', url: new URL(STATIC_PAGE, url).href }
  console.log(`Serving dist/ at ${url}; ${RUNS} Lighthouse runs of each page (mobile, simulated throttling).\n`)
  const landingRuns: RunFigures[] = []
  const staticRuns: RunFigures[] = []
  // Alternating, so a busy spell on the machine falls on both pages alike.
  for (let run = 1; run <= RUNS; run += 1) {
    landingRuns.push(await measure(landing, run))
    staticRuns.push(await measure(staticPage, run))
  }

  console.log(`\nThe landing page, and beside it the static page of the same hero (${staticPage.url}):\n`)
  console.log(`${formatTable(landingRuns, staticRuns)}\n`)
  const missed = missedBudgets(medians(landingRuns), medians(staticRuns))
  if (missed.length === 0) {
    console.log('PASS: every median keeps its budget.')
    return 0
  }
  console.error('FAIL: medians over budget (see the opportunities and diagnostics in the JSON reports):')
  for (const line of missed) console.error(`  - ${line}`)
  return 1
}

runThenStop(main)
