/**
 * npm run bench:phone: every employee page, and the landing page, on an inexpensive Android phone
 * (Lighthouse's mobile network profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU slowed
 * down to a low-tier phone's benchmark index, calibrated to this machine at the start of the run), first
 * visit with a cold cache and repeat visit with the HTTP cache kept, median of three each, judged against
 * scripts/bench/phone-budget.ts. Beside them, served the same way in the same run and not judged: a static
 * page, and the fixed stack alone (scripts/bench/stack-floor/, the least a page built on this stack can
 * take; decision 72), of whose figures the ceilings of pages over a time budget are multiples (decision
 * 78). Writes bench-results/phone.json and exits 1 when a median misses. A page that misses is measured
 * again, after calibrating again, with the stack alone beside it, and judged on that second measurement: a
 * real regression misses both times.
 *
 * Builds the production bundle (`vite build`: the real-API mode, no mock) into dist/ and serves it as
 * a real host does (scripts/bench/production-site.ts): HTTPS over HTTP/2, the files Brotli-compressed
 * by the build, the mock API on the same origin, the personas signed in once through the API. The
 * app's worker is blocked, so a repeat visit is the HTTP cache's. "Content on screen" is the first frame
 * in which the page's main landmark has its heading and no skeleton or busy region left, measured in
 * the page. Each employee page is also visited once with the browser asking to save data, which must
 * fetch nothing ahead (what every page runs once idle aside: RUNS_ONCE_IDLE). --no-build reuses dist/;
 * --only=/dashboard,/leave measures those pages, the static page and the stack alone (/ names the
 * landing page, /bench-stack-floor.html the stack alone); --waterfall prints, for each visit, every request with
 * when it started and ended (the trace decision 41 reads). CHROMIUM_PATH, or /usr/bin/chromium.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import type { Manifest } from 'vite'
import { personas } from '@mocks/seed/personas'
import { EAGER_SOURCE_POSITIONS } from './bench/eager-source-positions'
import { calibrateCpu, describeCalibration, type Calibration } from './bench/calibrate-cpu'
import {
  formatPhoneTable,
  phoneProfile,
  RUNS_ONCE_IDLE,
  measurementOf,
  stackAloneOf,
  summarizePage,
  type Judgement,
  type PageRuns,
  type PageSummary,
  type VisitRun,
} from './bench/phone-budget'
import { signedInState, startProductionSite, throttleLikeAPhone, type StorageState } from './bench/production-site'
import { STACK_FLOOR_PAGE, stackFloorFiles } from './bench/stack-floor'
import { staticPageOf } from './bench/static-page'
import { entryKey, staticClosure } from './bundle/manifest-graph'
import { buildApp } from './support/processes'

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
/** The page of the fixed stack alone, whose figures the ceilings are multiples of (decision 78). */
const STACK_ALONE = 'the stack alone'

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
 * Records, in the page, the first frame in which `shown` holds, as window.contentShownAt. It looks only in a frame
 * after the document changed: looking in every frame cost the slowed phone about 150 ms of a 2.5 s visit, a
 * watcher's weight no person's phone carries (decision 74). Source text, not a function: tsx names the functions it
 * compiles with a helper the page does not have.
 */
const watchFor = (shown: string) => `(() => {
  const shown = () => { ${shown} }
  let queued = false
  const check = () => {
    queued = false
    if (!shown()) return
    window.contentShownAt = performance.now()
    changes.disconnect()
  }
  const queue = () => {
    if (queued) return
    queued = true
    requestAnimationFrame(check)
  }
  const changes = new MutationObserver(queue)
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  queue()
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
 * With `countAfterContent`, the JavaScript is counted once the network has been quiet for two seconds
 * after the content showed (ten at the most), split at the content: what the page fetches ahead once
 * idle is paid for too. The bytes are the same every run, so one first visit of each batch waits for
 * them; the others, and repeat visits, are judged on their time alone (the wait is most of a visit).
 * Sizes are as served (the transfer's body: Brotli here).
 */
async function visit(
  page: Page,
  url: string,
  { countAfterContent = false, leaveOut = [] as string[] } = {},
): Promise<VisitRun & { seen: string }> {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => 'contentShownAt' in window, undefined, { timeout: 60_000, polling: 100 })
  if (countAfterContent) await page.evaluate(networkQuiet)
  return page.evaluate(
    async ({ leftOut, counted }) => {
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
        .filter((entry) => !leftOut.includes(new URL(entry.name).pathname))
      const contentMs = (window as unknown as { contentShownAt: number }).contentShownAt
      return {
        contentMs,
        lcpMs: lcp,
        javascriptBeforeContent: scripts
          .filter((entry) => entry.responseEnd <= contentMs)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        // Inline, not a helper: tsx would name a function the page does not know (see watchFor).
        javascriptAfterContent: counted
          ? scripts
              .filter((entry) => entry.responseEnd > contentMs)
              .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
          : null,
        seen: `${location.pathname}: ${document.querySelector('main h1, h1')?.textContent ?? 'no heading'}`,
      }
    },
    { leftOut: leaveOut, counted: countAfterContent },
  )
}

/** Has the page's browser ask to save data, as a person on a metered line can set it. Source text: see watchFor. */
const savingData = `Object.defineProperty(NetworkInformation.prototype, 'saveData', { get: () => true })`

/** What a visit waits for: the static page's heading, or an app page's content (the stack floor's too). */
type Target = {
  page: string
  url: string
  storage: StorageState | undefined
  judgement: Judgement['kind']
  shown: string
}

/** A fresh context with the persona's session, on the phone. */
async function phonePage(browser: Browser, target: Target, slowdown: number, initScripts: string[]) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: target.storage,
    viewport: { width: 412, height: 823 },
  })
  for (const script of initScripts) await context.addInitScript(script)
  const page = await context.newPage()
  await throttleLikeAPhone(context, page, slowdown)
  return { context, page }
}

/** One cold visit and one repeat visit, in a context of their own. */
async function measure(browser: Browser, target: Target, slowdown: number, countAfterContent: boolean) {
  const { context, page } = await phonePage(browser, target, slowdown, [target.shown])
  const cold = await visit(page, target.url, { countAfterContent })
  if (showWaterfall)
    console.log(`${target.url}, first visit (content ${Math.round(cold.contentMs)} ms):\n${await waterfallOf(page)}`)
  await page.goto('about:blank')
  const repeat = await visit(page, target.url)
  if (showWaterfall)
    console.log(`${target.url}, repeat visit (content ${Math.round(repeat.contentMs)} ms):\n${await waterfallOf(page)}`)
  await context.close()
  return { cold, repeat }
}

/**
 * One cold visit with the browser asking to save data: only its bytes are judged, which the CPU does not change,
 * so it runs at full speed (a slowed one took CI about 5 s a page).
 */
async function measureSavingData(browser: Browser, target: Target): Promise<VisitRun> {
  const { context, page } = await phonePage(browser, target, 1, [appContentShown, savingData])
  const { seen: _seen, ...run } = await visit(page, target.url, { countAfterContent: true, leaveOut: runsOnceIdle })
  await context.close()
  return run
}

const kB = (bytes: number | null) => (bytes === null ? 'not counted' : `${(bytes / 1000).toFixed(0)} kB`)

/** `RUNS` cold and repeat visits of a target, added to `runs`; the first counts the JavaScript after the content. */
async function measureRuns(browser: Browser, target: Target, runs: PageRuns, slowdown: number): Promise<void> {
  for (let run = 0; run < RUNS; run += 1) {
    const { cold, repeat } = await measure(browser, target, slowdown, run === 0)
    const { seen, ...coldRun } = cold
    const { seen: _seen, ...repeatRun } = repeat
    runs.cold.push(coldRun)
    runs.repeat.push(repeatRun)
    console.log(
      `${runs.page} run ${runs.cold.length}: content ${Math.round(cold.contentMs)} ms, LCP ${Math.round(cold.lcpMs ?? NaN)} ms, repeat ${Math.round(repeat.contentMs)} ms, JavaScript ${kB(cold.javascriptBeforeContent)} before the content + ${kB(cold.javascriptAfterContent)} after (saw ${seen})`,
    )
  }
}

async function calibrated(browser: Browser): Promise<Calibration> {
  const calibration = await calibrateCpu(browser)
  console.log(`CPU: ${describeCalibration(calibration)}.`)
  return calibration
}

/** The built files of what every page runs once idle, and what they import (RUNS_ONCE_IDLE), as the page asks for them. */
function runsOnceIdleFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const missing = RUNS_ONCE_IDLE.filter((module) => !manifest[module])
  if (missing.length > 0) throw new Error(`not in the build manifest: ${missing.join(', ')}`)
  const firstLoad = staticClosure(manifest, [entryKey(manifest)])
  return [...staticClosure(manifest, [...RUNS_ONCE_IDLE])]
    .filter((key) => !firstLoad.has(key))
    .map((key) => `/${manifest[key]!.file}`)
}
let runsOnceIdle: string[] = []

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildApp({ outDir })
  runsOnceIdle = runsOnceIdleFiles()
  const staticPage = staticPageOf(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const site = await startProductionSite({
    outDir,
    extraPages: { [STATIC_PAGE]: staticPage, ...(await stackFloorFiles()) },
  })
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', EAGER_SOURCE_POSITIONS, ...site.chromiumArgs],
  })
  try {
    const calibrations = [await calibrated(browser)]
    const sessions = new Map<Persona, StorageState>()
    for (const { persona } of pages)
      if (!sessions.has(persona)) sessions.set(persona, await signedInState(site, persona.email))
    firstPayslipId = await firstPayslipOf(browser, site.url, sessions.get(personas.regular))

    const targets: Target[] = [
      {
        page: 'static HTML page',
        url: `${site.url}${STATIC_PAGE}`,
        storage: undefined,
        judgement: 'none' as const,
        shown: staticContentShown,
      },
      {
        page: STACK_ALONE,
        url: `${site.url}${STACK_FLOOR_PAGE}`,
        storage: sessions.get(personas.regular),
        judgement: 'none' as const,
        shown: appContentShown,
      },
      {
        page: '/ (landing page)',
        url: `${site.url}/`,
        storage: undefined,
        judgement: 'landing' as const,
        shown: appContentShown,
      },
      ...pages
        .filter(({ path }) => !only || only.includes(typeof path === 'string' ? path : '/payslip/$id'))
        .map(({ path, persona }): Target => ({
          // A payslip's page is named by its route, so its ceiling does not depend on the seed's ids.
          page: typeof path === 'string' ? path : '/payslip/$id',
          url: `${site.url}${typeof path === 'string' ? path : path()}`,
          storage: sessions.get(persona),
          judgement: 'employee',
          shown: appContentShown,
        })),
    ].filter(
      (target) =>
        !only ||
        target.judgement === 'employee' ||
        target.page === 'static HTML page' ||
        target.page === STACK_ALONE ||
        only.includes(target.url.slice(site.url.length)),
    )

    const measured: { target: Target; runs: PageRuns }[] = []
    for (const target of targets) {
      const runs: PageRuns = { page: target.page, cold: [], repeat: [] }
      await measureRuns(browser, target, runs, calibrations[0]!.slowdown)
      if (target.judgement === 'employee') {
        runs.savingData = await measureSavingData(browser, target)
        console.log(`${runs.page} saving data: ${kB(runs.savingData.javascriptAfterContent)} after the content`)
      }
      measured.push({ target, runs })
    }

    const staticPage = measured.find(({ target }) => target.page === 'static HTML page')!
    const stackAlone = measured.find(({ target }) => target.page === STACK_ALONE)!
    /** A page's first measurement (0) or the one taken again (1), against the same measurement of its reference. */
    const judge = ({ target, runs }: { target: Target; runs: PageRuns }, measurement = 0) => {
      const own = measurementOf(runs, measurement, RUNS)
      const reference = (page: PageRuns) => measurementOf(page, measurement, RUNS)
      if (target.judgement === 'landing')
        return summarizePage(own, {
          kind: 'landing',
          staticLcpMs: summarizePage(reference(staticPage.runs), { kind: 'none' }).coldLcpMs,
        })
      if (target.judgement === 'employee')
        return summarizePage(own, { kind: 'employee', stackAlone: stackAloneOf(reference(stackAlone.runs)) })
      return summarizePage(own, { kind: 'none' })
    }

    // A miss is measured again, on a fresh calibration, and judged on that measurement: noise passes, a regression
    // misses both times (docs/decisions/0080-a-miss-must-miss-again.md). What a missed page is judged against is
    // measured again beside it: the static page beside the landing page, the stack alone beside an employee page.
    const missedOnce = measured.filter((entry) => judge(entry).missed.length > 0)
    const measuredAgain: string[] = []
    if (missedOnce.length > 0) {
      console.log(`\n${missedOnce.map(({ runs }) => runs.page).join(', ')} missed: measuring again.`)
      calibrations.push(await calibrated(browser))
      const again = [
        ...(missedOnce.some(({ target }) => target.judgement === 'landing') ? [staticPage] : []),
        ...(missedOnce.some(({ target }) => target.judgement === 'employee') ? [stackAlone] : []),
        ...missedOnce,
      ]
      for (const { target, runs } of again) {
        await measureRuns(browser, target, runs, calibrations[1]!.slowdown)
        measuredAgain.push(runs.page)
      }
    }

    // A page measured again shows that measurement; a reference measured again shows both, each the one its pages
    // were judged against.
    const summaries: PageSummary[] = measured.flatMap((entry) => {
      if (!measuredAgain.includes(entry.runs.page)) return [judge(entry)]
      if (entry.target.judgement !== 'none') return [judge(entry, 1)]
      return [judge(entry), { ...judge(entry, 1), page: `${entry.runs.page}, again` }]
    })
    const judgedPages = new Set(
      measured.filter(({ target }) => target.judgement !== 'none').map(({ runs }) => runs.page),
    )
    console.log(`\n${formatPhoneTable(summaries, judgedPages)}\n`)
    console.log(
      `CPU calibrated to a benchmark index of ${phoneProfile.benchmarkIndex}: ${calibrations.map(describeCalibration).join('; then ')}.`,
    )
    if (measuredAgain.length > 0)
      console.log(
        `Measured again (${RUNS} runs each), and shown and judged on that measurement: ${measuredAgain.join(', ')}.`,
      )
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(
      join(resultsDir, 'phone.json'),
      JSON.stringify(
        { profile: phoneProfile, calibrations, measuredAgain, measured: measured.map(({ runs }) => runs), summaries },
        null,
        2,
      ),
    )
    const missed = summaries.filter((summary) => summary.missed.length > 0)
    if (missed.length > 0) {
      console.log(`${missed.length} page(s) missed a budget.`)
      process.exitCode = 1
    } else {
      const held = summaries.filter((summary) => summary.held.length > 0)
      console.log(
        held.length === 0
          ? 'Every employee page and the landing page are within their phone budgets.'
          : `No figure past a budget or its ceiling; ${held.length} page(s) over a time budget, held at its ceiling (HELD above, decision 59).`,
      )
    }
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
