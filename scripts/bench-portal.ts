/**
 * npm run bench:portal: the employee portal's interactions (open a dialog, change a filter, go to the
 * next page, move the calendar, submit a form, move between pages) against the next-paint budget of
 * scripts/bench/portal-budget.ts, median of seven runs each.
 *
 * At full speed it builds the demo app (`vite build --mode demo`: the in-browser mock, as sales run it)
 * into node_modules/.cache/bench-portal and serves it with `vite preview` on a free port.
 * --phone measures what employees run on a phone instead: the production build in dist/, with the mock
 * API on the same origin, served over HTTPS and HTTP/2 (scripts/bench/production-site.ts), under
 * Lighthouse's mobile network profile with the CPU slowed down to a low-tier phone's (calibrated to the
 * machine at the start: scripts/bench/calibrate-cpu.ts), against the phone's budget of 200 ms; it writes
 * bench-results/portal-phone.json instead of bench-results/portal.json. Either way it signs the regular
 * persona in, grows her leave history to 2,000 requests, and drives headless Chromium (CHROMIUM_PATH, or
 * /usr/bin/chromium) with Playwright through each interaction of `interactions` below.
 *
 * Each run is measured in the page twice: the Event Timing API's duration for the interaction (what INP
 * reports; silent under 16 ms), and the time from each input event to the paint after its handlers
 * (requestAnimationFrame, then a task). The worse of the two is judged; an interaction whose median
 * misses is measured again after all the others, as many runs, up to twice, and judged on its last
 * measurement. The time until the outcome shows (the new page, the open menu), as Playwright sees it
 * (its round trips included), is printed beside it for information. Exits 1 when a median misses the
 * budget and its ceiling, or, on a phone, when the held interactions' geometric mean misses its own
 * (docs/decisions/0081-phone-interactions-held-together.md).
 *
 * --no-build reuses the last build; --only=form,filter runs the interactions whose names contain one of
 * these. To add an interaction, add one entry to `interactions`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { mockControls } from '../e2e/support/mock-controls'
import { signInAs } from '../e2e/support/session'
import { phoneProfile } from './bench/phone-budget'
import {
  formatTable,
  heldMean,
  NEXT_PAINT_BUDGET_MS,
  PHONE_HELD_MEAN_CEILING_MS,
  PHONE_NEXT_PAINT_BUDGET_MS,
  phoneOverBudgetCeilings,
  summarize,
  type InteractionResult,
  type InteractionRun,
} from './bench/portal-budget'
import { EAGER_SOURCE_POSITIONS } from './bench/eager-source-positions'
import { calibrateCpu, describeCalibration } from './bench/calibrate-cpu'
import { signedInState, startProductionSite, throttleLikeAPhone } from './bench/production-site'
import { control } from '../mocks/node'
import { buildApp, previewBuild, runThenStop, stopWhenDone } from './support/processes'

// Seven, not five: on a shared two-core machine a run at the phone's slowdown swings by 50 ms or more, and a
// median of seven moves less with one or two slow runs.
const RUNS = 7
// Two, not one: one interaction's median moves by up to two times between runs of this machine (decision 81),
// and a slow spell outlasted one more measurement (a clean-clone CI: the avatar menu 424, then 358 ms).
const MEASURES_OF_A_MISS = 2
const onPhone = process.argv.includes('--phone')
/** --only=form,filter: the interactions whose names contain one of these, for a developer's quick look. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .toLowerCase()
  .split(',')
/**
 * docs/product/quality-targets.md#interactions measures the portal on the main persona with a 2,000-request history.
 */
const LEAVE_HISTORY = 2_000
const root = join(import.meta.dirname, '..')
const outDir = join(root, 'node_modules/.cache/bench-portal')
const dist = join(root, 'dist')
const resultsDir = join(root, 'bench-results')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Interaction = {
  name: string
  /** The page the interaction starts on; opened once, before the first run. */
  startAt: string
  /** What the person did on the starting page before the interaction, once; optional. */
  prepare?: (page: Page) => Promise<void>
  /** Ready to start: what the person sees on the starting page. */
  ready: (page: Page) => Promise<void>
  /** The interaction itself: one click (or tap, or key) a person makes. */
  act: (page: Page) => Promise<void>
  /** Its outcome on screen. */
  outcome: (page: Page) => Promise<void>
  /** Back to the start for the next run, the way a person would go back. */
  undo: (page: Page) => Promise<void>
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor()
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) })

/** A move between pages with the sidebar; Back returns. */
function sidebarMove(from: { path: string; title: string }, to: { item: string; title: string }): Interaction {
  return {
    name: `Sidebar: ${from.title} -> ${to.title}`,
    startAt: from.path,
    ready: (page) => heading(page, from.title),
    act: (page) => sidebarLink(page, to.item).click(),
    outcome: (page) => heading(page, to.title),
    undo: async (page) => {
      await page.goBack()
      await heading(page, from.title)
    },
  }
}

const { full_name: mainPersonaName } = personas.regular
const moodMeter = (page: Page) => page.getByRole('region', { name: 'Mood meter' })
const calendarMonths = (page: Page) => page.getByRole('navigation', { name: 'Months' })
const listSummary = (page: Page, from: number) => page.getByText(new RegExp(`^Showing ${from}–\\d+ of \\d+$`)).waitFor()
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status' })
const expenseForm = (page: Page) => page.getByRole('dialog', { name: 'File an expense request' })
/** Expense requests filed by the bench so far: each run files a new item, not a repeat of the last. */
let itemsFiled = 0

const interactions: Interaction[] = [
  sidebarMove({ path: '/dashboard', title: 'Dashboard' }, { item: 'Payslip', title: 'Payslip' }),
  sidebarMove({ path: '/payslip', title: 'Payslip' }, { item: 'Leave Request', title: 'Leave Request' }),
  sidebarMove({ path: '/leave', title: 'Leave Request' }, { item: 'Dashboard', title: 'Dashboard' }),
  {
    name: 'Open the avatar menu',
    startAt: '/dashboard',
    ready: (page) => heading(page, 'Dashboard'),
    act: (page) => page.getByRole('banner').getByRole('button', { name: mainPersonaName }).click(),
    outcome: (page) => page.getByRole('menu').waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
    },
  },
  {
    // Today's question, put off with "Not now" and opened again.
    name: 'Open the mood form',
    startAt: '/dashboard',
    // Put off once: measured again, the interaction finds it put off already.
    prepare: async (page) => {
      await moodMeter(page)
        .getByRole('button', { name: /^(Not now|Share my mood)$/ })
        .first()
        .waitFor()
      const notNow = moodMeter(page).getByRole('button', { name: 'Not now' })
      if (await notNow.isVisible()) await notNow.click()
    },
    ready: (page) => moodMeter(page).getByRole('button', { name: 'Share my mood' }).waitFor(),
    act: (page) => moodMeter(page).getByRole('button', { name: 'Share my mood' }).click(),
    outcome: (page) => moodMeter(page).getByRole('group', { name: 'How are you feeling today?' }).waitFor(),
    undo: (page) => moodMeter(page).getByRole('button', { name: 'Not now' }).click(),
  },
  {
    // The grid of the next month paints at once; its marks follow (fetched ahead once a month shows).
    name: 'Move the calendar a month',
    startAt: '/leave-calendar',
    ready: (page) => calendarMonths(page).getByRole('link', { name: 'Next month' }).waitFor(),
    act: (page) => calendarMonths(page).getByRole('link', { name: 'Next month' }).click(),
    outcome: async (page) => {
      await page.waitForURL(/\/leave-calendar\?month=/)
      await page.getByRole('grid').waitFor()
    },
    undo: async (page) => {
      await page.goBack()
      await page.waitForURL(/\/leave-calendar$/)
    },
  },
  {
    name: 'Leave: open the request form',
    startAt: '/leave',
    ready: (page) => listSummary(page, 1),
    act: (page) => page.getByRole('button', { name: 'Request leave' }).click(),
    outcome: (page) =>
      page.getByRole('dialog', { name: 'Request leave' }).getByRole('combobox', { name: 'Leave type' }).waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Request leave' }).waitFor({ state: 'detached' })
    },
  },
  {
    // The status list is open; the choice is the interaction. The list starts again at page 1.
    name: 'Leave: change a filter',
    startAt: '/leave',
    ready: async (page) => {
      await listSummary(page, 1)
      await statusFilter(page).click()
    },
    act: (page) => page.getByRole('option', { name: 'Approved' }).click(),
    outcome: (page) => page.waitForURL(/status=approved/),
    undo: async (page) => {
      await page.goBack()
      await page.waitForURL((url) => !url.search.includes('status='))
    },
  },
  {
    name: 'Leave: go to the next page',
    startAt: '/leave',
    ready: (page) => listSummary(page, 1),
    act: (page) => page.getByRole('button', { name: 'Next page' }).click(),
    outcome: (page) => listSummary(page, 11),
    undo: async (page) => {
      await page.goBack()
      await listSummary(page, 1)
    },
  },
  {
    name: 'Expenses: open the request form',
    startAt: '/item',
    ready: (page) => listSummary(page, 1),
    act: (page) => page.getByRole('button', { name: 'File an expense request' }).click(),
    outcome: (page) =>
      page
        .getByRole('dialog', { name: 'File an expense request' })
        .getByRole('combobox', { name: 'Request type' })
        .waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'File an expense request' }).waitFor({ state: 'detached' })
    },
  },
  {
    // The form is filled; the click on its submit button is the interaction, and the filed request's
    // detail its outcome. Each run names a new item: the mock answers a repeat within 10 s with the
    // first request (docs/decisions/0009-duplicate-submissions.md).
    name: 'Expenses: submit the request form',
    startAt: '/item',
    ready: async (page) => {
      await listSummary(page, 1)
      await page.getByRole('button', { name: 'File an expense request' }).click()
      const form = expenseForm(page)
      await form.getByRole('combobox', { name: 'Request type' }).click()
      await page.getByRole('option', { name: 'Item', exact: true }).click()
      itemsFiled += 1
      await form.getByRole('textbox', { name: 'Item name' }).fill(`Ergonomic keyboard no. ${itemsFiled}`)
      await form.getByRole('textbox', { name: /^Costing/ }).pressSequentially('2500')
    },
    act: (page) => expenseForm(page).getByRole('button', { name: 'File expense request' }).click(),
    outcome: (page) =>
      page
        .getByRole('dialog', { name: /request$/ })
        .getByRole('heading', { name: 'Item request' })
        .waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: /request$/ }).waitFor({ state: 'detached' })
    },
  },
  {
    // The Year list is open; the choice (the newest year, after 'All') is the interaction.
    name: 'Payslips: change the year filter',
    startAt: '/payslip',
    ready: async (page) => {
      await listSummary(page, 1)
      await page.getByRole('combobox', { name: 'Year' }).click()
    },
    act: (page) => page.getByRole('option').nth(1).click(),
    outcome: (page) => page.waitForURL(/payslip_year=/),
    undo: async (page) => {
      await page.goBack()
      await page.waitForURL((url) => !url.search.includes('payslip_year='))
    },
  },
  {
    // The newest payslip; after the first run it is an opened one, as most payslips are.
    name: 'Payslips: open a payslip',
    startAt: '/payslip',
    ready: (page) => listSummary(page, 1),
    act: (page) =>
      page
        .getByRole('table', { name: 'Payslips' })
        .getByRole('link', { name: /^View payslip for / })
        .first()
        .click(),
    outcome: (page) => page.getByRole('heading', { level: 1, name: /^Payslip for / }).waitFor(),
    undo: async (page) => {
      await page.goBack()
      await listSummary(page, 1)
    },
  },
]

/**
 * Installed in the page before the app: records every input event's next paint, and the Event Timing
 * entries of each interaction, until `window.__portalBench.take()` hands them over and starts afresh.
 */
function installProbe(): void {
  type Probe = {
    paints: number[]
    eventTimings: Map<number, number>
    take: () => { paints: number[]; eventTiming: number | null }
  }
  const probe: Probe = {
    paints: [],
    eventTimings: new Map(),
    take() {
      const taken = {
        paints: probe.paints,
        eventTiming: probe.eventTimings.size > 0 ? Math.max(...probe.eventTimings.values()) : null,
      }
      probe.paints = []
      probe.eventTimings = new Map()
      return taken
    },
  }
  ;(window as unknown as { __portalBench: Probe }).__portalBench = probe
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        const start = event.timeStamp
        // The frame after this event's handlers; the task after it runs once that frame is painted.
        requestAnimationFrame(() => setTimeout(() => probe.paints.push(performance.now() - start)))
      },
      { capture: true },
    )
  }
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing but not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue
      probe.eventTimings.set(
        entry.interactionId,
        Math.max(probe.eventTimings.get(entry.interactionId) ?? 0, entry.duration),
      )
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

async function measure(page: Page, interaction: Interaction): Promise<InteractionRun> {
  await page.evaluate(() => (window as unknown as { __portalBench: { take: () => unknown } }).__portalBench.take())
  const startedAt = Date.now()
  await interaction.act(page)
  await interaction.outcome(page)
  const outcomeShown = Date.now() - startedAt
  // Event Timing entries arrive after the paint they measure: give them two frames and a moment.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  )
  const { paints, eventTiming } = await page.evaluate(() =>
    (
      window as unknown as { __portalBench: { take: () => { paints: number[]; eventTiming: number | null } } }
    ).__portalBench.take(),
  )
  return { nextPaint: paints.length > 0 ? Math.max(...paints) : Number.NaN, eventTiming, outcomeShown }
}

async function runInteraction(page: Page, interaction: Interaction): Promise<InteractionResult> {
  await page.goto(interaction.startAt)
  await interaction.prepare?.(page)
  await interaction.ready(page)
  // One run unmeasured: the first visit fetches the page's code, which is a load, not an interaction.
  await interaction.act(page)
  await interaction.outcome(page)
  await interaction.undo(page)
  const runs: InteractionRun[] = []
  // Ready before each run, the first included: for a choice in a list, ready is what opens the list.
  for (let run = 1; run <= RUNS; run += 1) {
    await interaction.ready(page)
    runs.push(await measure(page, interaction))
    await interaction.undo(page)
  }
  console.log(
    `${interaction.name}: ${runs.map((run) => `${Math.round(Math.max(run.nextPaint, run.eventTiming ?? 0))} ms`).join(', ')}`,
  )
  return { name: interaction.name, runs }
}

const contextOptions = { viewport: { width: 1280, height: 800 }, locale: 'en-PH', timezoneId: 'Asia/Manila' }

/**
 * On a phone, the production build with the API over HTTP on the same origin, as employees use it: the
 * mock answers from this process as a server would, not on the phone's slowed-down main thread, and
 * the network is the phone's. Signed in through the API from here.
 */
async function openOnAPhone(): Promise<Opened> {
  if (!process.argv.includes('--no-build')) await buildApp({ outDir: dist })
  const site = await startProductionSite({ outDir: dist })
  stopWhenDone(site.close)
  const browser = await launchBrowser(site.chromiumArgs)
  const calibration = await calibrateCpu(browser)
  const history = await control.loadLeaveHistory(personas.regular.email, LEAVE_HISTORY)
  const storageState = await signedInState(site, personas.regular.email)
  const context = await browser.newContext({ ...contextOptions, baseURL: site.url, storageState })
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  await throttleLikeAPhone(context, page, calibration.slowdown)
  console.log(
    `The production build at ${site.url} (HTTPS, HTTP/2, Brotli), the API on the same origin, on a phone (${phoneProfile.roundTripMs} ms round trip; CPU: ${describeCalibration(calibration)}).`,
  )
  return { page, ownLeaves: history.own }
}

/** At full speed, the demo build with the mock in the page, as sales run it. Signed in from the page. */
async function openTheDemo(): Promise<Opened> {
  if (!process.argv.includes('--no-build')) await buildApp({ outDir, mode: 'demo' })
  const baseURL = await previewBuild(['--mode', 'demo', '--outDir', outDir])
  const browser = await launchBrowser([])
  const context = await browser.newContext({ ...contextOptions, baseURL })
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  await signInAs(page, personas.regular)
  const history = await mockControls(page).loadLeaveHistory(personas.regular.email, LEAVE_HISTORY)
  console.log(`The demo build at ${baseURL} at full speed.`)
  return { page, ownLeaves: history.own }
}

type Opened = { page: Page; ownLeaves: number }

async function launchBrowser(extraArgs: string[]): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      EAGER_SOURCE_POSITIONS,
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      ...extraArgs,
    ],
  })
  stopWhenDone(() => browser.close())
  return browser
}

async function main(): Promise<number> {
  mkdirSync(resultsDir, { recursive: true })
  const { page, ownLeaves } = onPhone ? await openOnAPhone() : await openTheDemo()
  console.log(
    `${mainPersonaName}, with ${ownLeaves} leave requests of her own, signed in; ${RUNS} runs per interaction.\n`,
  )

  const budget = onPhone ? PHONE_NEXT_PAINT_BUDGET_MS : NEXT_PAINT_BUDGET_MS
  const ceilingOf = (name: string) => (onPhone ? phoneOverBudgetCeilings[name] : undefined)
  const chosen = interactions.filter(({ name }) => !only || only.some((part) => name.toLowerCase().includes(part)))
  const results: InteractionResult[] = []
  for (const interaction of chosen) results.push(await runInteraction(page, interaction))
  // A median over the budget on a shared machine can be a slow spell of it, and a spell can last minutes: an
  // interaction that missed is measured again after all the others, as many runs, up to MEASURES_OF_A_MISS
  // rounds, and judged on its last measurement. A real regression misses every time
  // (docs/decisions/0080-a-miss-must-miss-again.md).
  const measuredAgain: string[] = []
  for (let round = 0; round < MEASURES_OF_A_MISS; round++) {
    for (const [index, interaction] of chosen.entries()) {
      const last = summarize(results[index]!, budget, ceilingOf(interaction.name))
      if (last.withinBudget) continue
      console.log(`${interaction.name}: ${Math.round(last.nextPaint)} ms, over the budget; measured again.`)
      results[index] = await runInteraction(page, interaction)
      measuredAgain.push(interaction.name)
    }
  }

  const summaries = results.map((result) => summarize(result, budget, ceilingOf(result.name)))
  console.log(`\n${formatTable(summaries)}\n`)
  const file = join(resultsDir, onPhone ? 'portal-phone.json' : 'portal.json')
  writeFileSync(
    file,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), runsPerInteraction: RUNS, measuredAgain, results, summaries },
      null,
      2,
    ),
  )
  console.log(`Runs written to ${file}.`)
  const missed = summaries.filter((summary) => !summary.withinBudget)
  const mean = onPhone ? heldMean(summaries) : null
  if (mean)
    console.log(
      `The held interactions' geometric mean: ${Math.round(mean.mean)} ms, ceiling ${PHONE_HELD_MEAN_CEILING_MS} ms${mean.withinCeiling ? '' : ': MISSED'}.`,
    )
  if (mean && !mean.withinCeiling) {
    console.error(
      `MISSED: the held interactions' geometric mean${missed.length > 0 ? ', and ' : ''}${missed.map((summary) => summary.name).join('; ')}`,
    )
    return 1
  }
  if (missed.length === 0) {
    const held = summaries.filter((summary) => summary.heldAt !== undefined).length
    console.log(
      held === 0
        ? 'PASS: every interaction paints within its budget.'
        : `PASS: none past its budget or ceiling; ${held} held over the budget at a ceiling (HELD above, decision 59).`,
    )
    return 0
  }
  console.error(`MISSED: ${missed.map((summary) => summary.name).join('; ')}`)
  return 1
}

runThenStop(main)
