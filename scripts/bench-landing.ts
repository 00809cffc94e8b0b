/**
 * npm run bench:landing: the landing page against its Lighthouse budgets (mobile, median of three runs;
 * the figures and their sources: scripts/bench/landing-budget.ts): score at least 98 and 100, LCP at
 * most 1.5 s and 1.3 times a static page's, CLS at most 0.02 and 0, TBT at most 50 ms.
 *
 * Builds the production bundle (`vite build`: the real-API mode of .env.production, no mock), writes the
 * static page beside it (the prerendered index.html without its scripts: the same hero, built CSS and
 * fonts, no JavaScript), serves both with `vite preview` on a free port from 5299, and runs Lighthouse
 * three times on each, alternating, with its default mobile config (simulated throttling, performance
 * only), each in a fresh headless Chromium (CHROMIUM_PATH, or /usr/bin/chromium). Prints every run and
 * both pages' medians side by side, writes each JSON report to bench-results/, and exits 1 when a
 * median misses its budget. --no-build reuses dist/.
 *
 * Simulated throttling scales the CPU time Chromium really took, so a busy machine reads slower: run it
 * when the machine is quiet. The static page, measured in the same run, slows with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { figuresOf, formatTable, medians, missedBudgets, type RunFigures } from './bench/landing-budget'
import { staticPageOf } from './bench/static-page'

const RUNS = 3
const FIRST_PORT = 5299
const root = join(import.meta.dirname, '..')
const vite = join(root, 'node_modules/vite/bin/vite.js')
const resultsDir = join(root, 'bench-results')
const dist = join(root, 'dist')
/** Served by the same `vite preview` as the app, from dist/; removed when the bench ends. */
const STATIC_PAGE = 'bench-static-landing.html'
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

/** Everything started here, stopped in one place: at the end, on an error and on Ctrl-C. */
const running = new Set<{ stop: () => void }>()
function stopAll(): void {
  for (const started of running) {
    try {
      started.stop()
    } catch {
      // Already gone: nothing left to stop.
    }
  }
  running.clear()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

function build(): void {
  console.log('Building the production bundle (vite build)...')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build exited with ${result.status ?? result.signal}`)
}

function writeStaticPage(): void {
  const file = join(dist, STATIC_PAGE)
  writeFileSync(file, staticPageOf(readFileSync(join(dist, 'index.html'), 'utf8')))
  running.add({ stop: () => rmSync(file, { force: true }) })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)))
  })
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) if (await portIsFree(port)) return port
  throw new Error(`no free port between ${from} and ${from + 99}`)
}

async function serve(port: number): Promise<string> {
  const server: ChildProcess = spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  running.add({ stop: () => server.kill('SIGTERM') })
  const url = `http://localhost:${port}/`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return url
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`vite preview did not answer at ${url} within 30 s`)
}

type Page = { name: 'landing' | 'static'; url: string }

async function measure(page: Page, run: number): Promise<RunFigures> {
  const chrome: LaunchedChrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' })
  const handle = { stop: () => chrome.kill() }
  running.add(handle)
  try {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    const file = join(resultsDir, `${page.name}-run-${run}.json`)
    writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr, null, 2))
    const figures = figuresOf(result.lhr)
    console.log(
      `${page.name.padEnd(7)} run ${run}: score ${figures.score.toFixed(0)}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms (${file})`,
    )
    return figures
  } finally {
    handle.stop()
    running.delete(handle)
  }
}

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) build()
  writeStaticPage()
  mkdirSync(resultsDir, { recursive: true })
  const url = await serve(await freePort(FIRST_PORT))
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

main()
  .then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
  .finally(() => {
    stopAll()
    // Lighthouse can leave timers behind; the figures are printed, so leave now.
    process.exit()
  })
