/**
 * npm run bench:phone: every employee page on an inexpensive Android phone (Lighthouse's mobile
 * profile applied by hand: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * first visit with a cold cache and repeat visit with the HTTP cache kept, median of three each,
 * beside a static page served the same way in the same run; judged against
 * scripts/bench/phone-budget.ts. Writes bench-results/phone.json and exits 1 when a median misses.
 *
 * Builds the production bundle (`vite build`: the real-API mode, no mock) into dist/, serves it
 * gzipped with the mock API over HTTP on the same origin (scripts/bench/production-site.ts), and
 * signs the personas in once through the API. The app's worker is blocked, so a repeat visit is the
 * HTTP cache's. "Content on screen" is the first frame in which the page's main landmark has its
 * heading and no skeleton or busy region left, measured in the page. --no-build reuses dist/; --only=/dashboard,/leave measures those pages alone;
 * --waterfall prints, for each visit, every request with when it started and ended (the trace
 * decision 41 reads). CHROMIUM_PATH, or /usr/bin/chromium.
 *
 * The CPU slowdown scales the time Chromium really takes: run it when the machine is quiet.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import {
  formatPhoneTable,
  phoneProfile,
  summarizePage,
  type PageRuns,
  type PageSummary,
  type VisitRun,
} from './bench/phone-budget'
import {
  buildProduction,
  signedInState,
  startProductionSite,
  throttleLikeAPhone,
  type StorageState,
} from './bench/production-site'
import { staticPageOf } from './bench/static-page'

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3)
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const showWaterfall = process.argv.includes('--waterfall')
const root = join(import.meta.dirname, '..')
const outDir = join(root, 'dist')
const resultsDir = join(root, 'bench-results')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const STATIC_PAGE = '/bench-static.html'

type Persona = { email: string }
/** Every employee page, and who opens it: /onboard belongs to a new hire still onboarding. */
const pages: { path: string | (() => string); persona: Persona }[] = [
  { path: '/dashboard', persona: personas.regular },
  { path: '/leave', persona: personas.regular },
  { path: '/item', persona: personas.regular },
  { path: '/leave-calendar', persona: personas.regular },
  { path: '/payslip', persona: personas.regular },
  { path: () => `/payslip/${firstPayslipId}`, persona: personas.regular },
  { path: '/profile', persona: personas.regular },
  { path: '/settings', persona: personas.regular },
  { path: '/onboard', persona: personas.onboarding },
]
let firstPayslipId = 0

/**
 * Records, in the page, the first frame in which `shown` holds, as window.contentShownAt. Source text,
 * not a function: tsx names the functions it compiles with a helper the page does not have.
 */
const watchFor = (shown: string) => `(() => {
  const shown = () => { ${shown} }
  const check = () => {
    if (shown()) window.contentShownAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

/** An app page: its visible main landmark has its heading, and no skeleton, busy region or loading screen is left. */
const appContentShown = watchFor(`
  // The prerendered landing page is in every document, hidden where it will not show: only what is visible counts.
  const main = [...document.querySelectorAll('main')].find((element) => element.checkVisibility())
  if (!main || !main.querySelector('h1')) return false
  if (document.querySelector('[role="status"] .animate-pulse-dot')) return false
  return !main.querySelector('[data-slot="skeleton"], [aria-busy="true"]')`)

/** The static page has no main: its heading is its content. */
const staticContentShown = watchFor(`return document.querySelector('h1') !== null`)

/** Every request of the visit so far: when it started and ended (ms from the navigation) and its bytes. */
async function waterfallOf(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming
      return {
        name: resource.name,
        start: resource.startTime,
        end: resource.responseEnd,
        bytes: resource.encodedBodySize,
      }
    }),
  )
  return entries
    .map(({ name, start, end, bytes }) => {
      const path = new URL(name).pathname
      return `  ${Math.round(start).toString().padStart(5)} -> ${Math.round(end).toString().padStart(5)} ms ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${path}`
    })
    .join('\n')
}

/** Resolves, in the page, once no request has ended for two seconds, or after ten. Source text: see watchFor. */
const networkQuiet = `new Promise((resolve) => {
  const started = performance.now()
  let count = performance.getEntriesByType('resource').length
  let quietSince = started
  const check = () => {
    const now = performance.now()
    const current = performance.getEntriesByType('resource').length
    if (current !== count) {
      count = current
      quietSince = now
    }
    if (now - quietSince >= 2000 || now - started >= 10000) resolve()
    else setTimeout(check, 250)
  }
  check()
})`

/**
 * A visit's figures, and what it saw (the path and the main heading), printed so a run can be checked.
 * The JavaScript is counted once the network has been quiet for two seconds after the content showed
 * (ten at the most): what the page fetches ahead once idle is paid for too (decision 37).
 */
async function visit(page: Page, url: string): Promise<VisitRun & { seen: string }> {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => 'contentShownAt' in window, undefined, { timeout: 60_000, polling: 100 })
  await page.evaluate(networkQuiet)
  return page.evaluate(async () => {
    const lcp = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      })
      setTimeout(() => resolve(null), 1_000)
    })
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.split('?')[0]?.endsWith('.js') ?? false)
    const contentMs = (window as unknown as { contentShownAt: number }).contentShownAt
    return {
      contentMs,
      lcpMs: lcp,
      javascriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      javascriptBytesByContent: scripts
        .filter((entry) => entry.responseEnd <= contentMs)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      seen: `${location.pathname}: ${document.querySelector('main h1, h1')?.textContent ?? 'no heading'}`,
    }
  })
}

/** One cold visit and one repeat visit, in a context of its own with the persona's session. */
async function measure(browser: Browser, url: string, storageState: StorageState | undefined, isStatic: boolean) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState,
    viewport: { width: 412, height: 823 },
  })
  await context.addInitScript(isStatic ? staticContentShown : appContentShown)
  const page = await context.newPage()
  await throttleLikeAPhone(context, page)
  const cold = await visit(page, url)
  if (showWaterfall)
    console.log(`${url}, first visit (content ${Math.round(cold.contentMs)} ms):\n${await waterfallOf(page)}`)
  await page.goto('about:blank')
  const repeat = await visit(page, url)
  if (showWaterfall)
    console.log(`${url}, repeat visit (content ${Math.round(repeat.contentMs)} ms):\n${await waterfallOf(page)}`)
  await context.close()
  return { cold, repeat }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildProduction(outDir)
  const staticPage = staticPageOf(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const site = await startProductionSite({ outDir, extraPages: { [STATIC_PAGE]: staticPage } })
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  })
  try {
    const sessions = new Map<Persona, StorageState>()
    for (const { persona } of pages)
      if (!sessions.has(persona)) sessions.set(persona, await signedInState(site.url, persona.email))
    firstPayslipId = await firstPayslipOf(browser, site.url, sessions.get(personas.regular))

    const measured: { runs: PageRuns; judged: boolean }[] = []
    const targets = [
      { path: STATIC_PAGE, storage: undefined, judged: false },
      ...pages
        .filter(({ path }) => !only || only.includes(typeof path === 'string' ? path : '/payslip/$id'))
        .map(({ path, persona }) => ({
          path: typeof path === 'string' ? path : path(),
          storage: sessions.get(persona),
          judged: true,
        })),
    ]
    for (const { path, storage, judged } of targets) {
      const runs: PageRuns = { page: path === STATIC_PAGE ? 'static HTML page' : path, cold: [], repeat: [] }
      for (let run = 0; run < RUNS; run += 1) {
        const { cold, repeat } = await measure(browser, `${site.url}${path}`, storage, !judged)
        const { seen, ...coldRun } = cold
        runs.cold.push(coldRun)
        runs.repeat.push({
          contentMs: repeat.contentMs,
          lcpMs: repeat.lcpMs,
          javascriptBytes: repeat.javascriptBytes,
          javascriptBytesByContent: repeat.javascriptBytesByContent,
        })
        console.log(
          `${runs.page} run ${run + 1}: content ${Math.round(cold.contentMs)} ms, repeat ${Math.round(repeat.contentMs)} ms, ${(cold.javascriptBytes / 1000).toFixed(0)} kB (${(cold.javascriptBytesByContent / 1000).toFixed(0)} kB by the content; saw ${seen})`,
        )
      }
      measured.push({ runs, judged })
    }

    const summaries: PageSummary[] = measured.map(({ runs, judged }) => summarizePage(runs, judged))
    const judgedPages = new Set(measured.filter(({ judged }) => judged).map(({ runs }) => runs.page))
    console.log(`\n${formatPhoneTable(summaries, judgedPages)}\n`)
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(
      join(resultsDir, 'phone.json'),
      JSON.stringify({ profile: phoneProfile, measured, summaries }, null, 2),
    )
    const missed = summaries.filter((summary) => summary.missed.length > 0)
    if (missed.length > 0) {
      console.log(`${missed.length} page(s) missed a budget.`)
      process.exitCode = 1
    } else console.log('Every employee page is within its phone budgets.')
  } finally {
    await browser.close()
    await site.close()
  }
}

/** A payslip of the main persona, for /payslip/$id. */
async function firstPayslipOf(
  browser: Browser,
  origin: string,
  storageState: StorageState | undefined,
): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: origin, storageState })
  const page = await context.newPage()
  await page.goto('/payslip')
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /payslip|view/i })
    .first()
  await link.waitFor()
  const href = (await link.getAttribute('href')) ?? ''
  await context.close()
  const id = Number(href.split('/').at(-1))
  if (!Number.isInteger(id) || id <= 0) throw new Error(`no payslip link found on /payslip (${href})`)
  return id
}

await main()
