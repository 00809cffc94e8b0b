/**
 * The budgets on an inexpensive Android phone, and how `npm run bench:phone` judges its runs: the median
 * of each page's runs. Change them here and nowhere else.
 *
 * Source: the product's performance targets (docs/decisions/0037-phone-profile-bench.md, and 0059 for
 * the JavaScript split, the host and the calibration). What a person on the phone feels is time: every
 * employee page's own content on screen within 2.0 s on a first visit and 1.0 s on a repeat visit, its
 * LCP within 2.0 s. The JavaScript that has arrived by the content at most 170 kB as served; what the page
 * fetches ahead after it at most 60 kB more, and none when the browser asks to save data. The landing
 * page's LCP within 1.5 times the LCP of the same page without its scripts, in the same run.
 */
import { textTable } from '../support/text-table'
import { median } from './landing-budget'

export const phoneBudget = {
  coldContentMs: 2_000,
  coldLcpMs: 2_000,
  repeatContentMs: 1_000,
  /** Bytes of JavaScript as served (Brotli), arrived by the content (1 kB = 1000 bytes, as Vite reports). */
  javascriptBeforeContent: 170_000,
  /** Bytes of JavaScript as served fetched after the content, once idle. */
  javascriptAfterContent: 60_000,
  /** The same, when the browser asks to save data (`navigator.connection.saveData`). */
  javascriptAfterContentSavingData: 0,
  /** The landing page's LCP, as a multiple of the static page's. */
  landingLcpOfStatic: 1.5,
} as const

/**
 * What every signed-in page runs once idle after its content, on any connection: the app worker's start
 * (the installable app and its offline use) and the bell's unread count. Not fetched ahead, so left out
 * of the "none when saving data" budget (with what they import that came after the content); counted
 * with the rest otherwise.
 */
export const RUNS_ONCE_IDLE = [
  'src/app/app-worker/start-app-worker.tsx',
  'src/features/notifications/components/unread-watcher.tsx',
] as const

/** The figures of an employee page that a ceiling can hold. */
export type HeldFigure = 'coldContentMs' | 'coldLcpMs' | 'repeatContentMs'

/**
 * Employee pages whose time is over the budget on the calibrated phone, each figure held to a ceiling
 * so that none can grow while the work that brings them under is done (docs/decisions/0059, as
 * decision 36 holds a first load). The budgets stay; a held figure shows as HELD, not ok. Only time is held: the
 * JavaScript budgets are bytes, the same on every machine, and are never held.
 *
 * A ceiling is a multiple of the same figure of the stack alone (scripts/bench/stack-floor/), measured on the same
 * phone in the same run (decision 78): a machine that is slower this hour slows the stack alone with the page, and a
 * page that grows slower than the stack fails. It is the figure's median when listed, plus a quarter for the spread a
 * shared machine gives a calibrated run, divided by the stack alone's median in that run. It is lowered as a page
 * improves, and a page comes off once within its budgets.
 */
export const overBudgetCeilings: Readonly<Record<string, Partial<Record<HeldFigure, number>>>> = {
  // The ceilings in seconds of 2026-11-28 (decision 59's rule; decisions 72 and 74) over the stack alone's figures in
  // the runs that set them, 1.66 s, 1.66 s and 0.65 s, rounded down (decision 78).
  '/dashboard': { coldContentMs: 1.86, coldLcpMs: 1.98, repeatContentMs: 2.0 },
  '/leave': { coldContentMs: 2.04, coldLcpMs: 2.16, repeatContentMs: 2.0 },
  '/item': { coldContentMs: 2.04, coldLcpMs: 2.1, repeatContentMs: 2.0 },
  '/leave-calendar': { coldContentMs: 1.98, coldLcpMs: 1.74, repeatContentMs: 2.0 },
  '/payslip': { coldContentMs: 2.1, coldLcpMs: 2.22, repeatContentMs: 2.15 },
  '/payslip/$id': { coldContentMs: 2.28, coldLcpMs: 2.22, repeatContentMs: 2.3 },
  '/profile': { coldContentMs: 1.8, coldLcpMs: 1.92, repeatContentMs: 1.69 },
  '/settings': { coldContentMs: 2.28, coldLcpMs: 1.92, repeatContentMs: 2.46 },
  '/onboard': { coldContentMs: 2.71, coldLcpMs: 2.22, repeatContentMs: 2.61 },
}

/**
 * The phone: Lighthouse's mobile network profile, and a CPU with the benchmark index that DevTools'
 * calibration takes for a low-tier phone (264, a Moto G4 Power 2022; Chrome DevTools'
 * CalibrationController). The slowdown that gives this index is measured on each run
 * (scripts/bench/calibrate-cpu.ts).
 */
export const phoneProfile = {
  benchmarkIndex: 264,
  roundTripMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const

/** One visit to one page. */
export type VisitRun = {
  /** From the navigation's start to the page's own content on screen (every skeleton replaced). */
  contentMs: number
  /** The largest contentful paint, or null when the browser reported none. */
  lcpMs: number | null
  /** Bytes of JavaScript as served that had arrived when the content showed. */
  javascriptBeforeContent: number
  /**
   * Bytes of JavaScript as served that arrived after it, once the network had been quiet a while; null
   * when the visit did not wait for that (the bytes are the same every run, the wait is not free).
   */
  javascriptAfterContent: number | null
}

export type PageRuns = {
  page: string
  cold: VisitRun[]
  repeat: VisitRun[]
  /** One first visit with the browser asking to save data. */
  savingData?: VisitRun
}

/** The stack alone's medians in the same run, which the ceilings are multiples of. */
export type StackAlone = Readonly<Record<HeldFigure, number | null>>

/**
 * How a page is judged: an employee page (its ceilings against the stack alone), the landing page (against the static
 * page), or not at all.
 */
export type Judgement =
  { kind: 'employee'; stackAlone: StackAlone } | { kind: 'landing'; staticLcpMs: number | null } | { kind: 'none' }

export type PageSummary = {
  page: string
  coldContentMs: number
  coldLcpMs: number | null
  javascriptBeforeContent: number
  /** Null when no first visit counted it, which misses the budget. */
  javascriptAfterContent: number | null
  javascriptAfterContentSavingData: number | null
  repeatContentMs: number
  /** The LCP as a multiple of the static page's, for the landing page. */
  lcpOfStatic?: number
  /** Which budgets the medians miss, in words; empty when the page is within every one. */
  missed: string[]
  /** Which budgets the medians miss but a ceiling holds, in words. */
  held: string[]
}

/**
 * One measurement of a page: its `size` runs on one calibration, the first (0) or the one taken again (1). A page
 * measured again is judged on that measurement alone, against the stack alone's (or the static page's) on the same
 * calibration: a real regression misses both times (docs/decisions/0080-a-miss-must-miss-again.md).
 */
export function measurementOf(runs: PageRuns, index: number, size: number): PageRuns {
  const taken = <T>(visits: T[]) => visits.slice(index * size, (index + 1) * size)
  return { ...runs, cold: taken(runs.cold), repeat: taken(runs.repeat) }
}

/** The stack alone's medians, of which the ceilings are multiples. */
export function stackAloneOf(runs: PageRuns): StackAlone {
  const { coldContentMs, coldLcpMs, repeatContentMs } = summarizePage(runs, { kind: 'none' })
  return { coldContentMs, coldLcpMs, repeatContentMs }
}

const seconds = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`)

const medianOrNull = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null)
  return present.length === 0 ? null : median(present)
}

/** The medians of a page's runs, judged as `judgement` says. */
export function summarizePage(
  { page, cold, repeat, savingData }: PageRuns,
  judgement: Judgement,
  ceilings: Readonly<Record<string, Partial<Record<HeldFigure, number>>>> = overBudgetCeilings,
): PageSummary {
  const summary: PageSummary = {
    page,
    coldContentMs: median(cold.map((run) => run.contentMs)),
    coldLcpMs: medianOrNull(cold.map((run) => run.lcpMs)),
    javascriptBeforeContent: median(cold.map((run) => run.javascriptBeforeContent)),
    javascriptAfterContent: medianOrNull(cold.map((run) => run.javascriptAfterContent)),
    javascriptAfterContentSavingData: savingData?.javascriptAfterContent ?? null,
    repeatContentMs: median(repeat.map((run) => run.contentMs)),
    missed: [],
    held: [],
  }
  if (judgement.kind === 'employee') {
    const { missed, held } = summary
    /** A time over its budget: held when the page's ceiling for it is not passed, missed otherwise. */
    const judgeTime = (figure: HeldFigure, budget: number, words: string) => {
      const value = summary[figure]
      if (value !== null && value <= budget) return
      const times = ceilings[page]?.[figure]
      const stackAlone = judgement.stackAlone[figure]
      const ceiling = times === undefined || stackAlone === null ? undefined : times * stackAlone
      if (value !== null && ceiling !== undefined && value <= ceiling)
        held.push(`${words} (ceiling ${times}x the stack alone's: ${seconds(ceiling)})`)
      else missed.push(words)
    }
    judgeTime('coldContentMs', phoneBudget.coldContentMs, 'content on a first visit')
    judgeTime('coldLcpMs', phoneBudget.coldLcpMs, 'LCP')
    if (summary.javascriptBeforeContent > phoneBudget.javascriptBeforeContent)
      missed.push('JavaScript before the content')
    if (summary.javascriptAfterContent === null || summary.javascriptAfterContent > phoneBudget.javascriptAfterContent)
      missed.push('JavaScript after the content')
    if (
      summary.javascriptAfterContentSavingData === null ||
      summary.javascriptAfterContentSavingData > phoneBudget.javascriptAfterContentSavingData
    )
      missed.push('JavaScript after the content when saving data')
    judgeTime('repeatContentMs', phoneBudget.repeatContentMs, 'content on a repeat visit')
  }
  if (judgement.kind === 'landing') {
    const { staticLcpMs } = judgement
    summary.lcpOfStatic =
      summary.coldLcpMs === null || staticLcpMs === null ? Infinity : summary.coldLcpMs / staticLcpMs
    if (summary.lcpOfStatic > phoneBudget.landingLcpOfStatic) summary.missed.push('LCP against the static page')
  }
  return summary
}

const kilobytes = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1000).toFixed(0)} kB`)

const verdict = ({ missed, held }: PageSummary) =>
  [missed.length > 0 ? `MISSED: ${missed.join(', ')}` : '', held.length > 0 ? `HELD: ${held.join(', ')}` : '']
    .filter(Boolean)
    .join('; ') || 'ok'

export function formatPhoneTable(summaries: readonly PageSummary[], judgedPages: ReadonlySet<string>): string {
  const header = [
    'page',
    'first visit: content',
    'LCP',
    'JS before the content',
    'JS after it',
    '(saving data)',
    'repeat visit: content',
    '',
  ]
  const rows = [
    header,
    [
      'budget',
      `<= ${seconds(phoneBudget.coldContentMs)}`,
      `<= ${seconds(phoneBudget.coldLcpMs)}`,
      `<= ${kilobytes(phoneBudget.javascriptBeforeContent)}`,
      `<= ${kilobytes(phoneBudget.javascriptAfterContent)}`,
      `(${kilobytes(phoneBudget.javascriptAfterContentSavingData)})`,
      `<= ${seconds(phoneBudget.repeatContentMs)}`,
      `landing LCP <= ${phoneBudget.landingLcpOfStatic}x the static page's`,
    ],
    ...summaries.map((summary) => [
      summary.page,
      seconds(summary.coldContentMs),
      summary.lcpOfStatic === undefined
        ? seconds(summary.coldLcpMs)
        : `${seconds(summary.coldLcpMs)} (${summary.lcpOfStatic.toFixed(2)}x)`,
      kilobytes(summary.javascriptBeforeContent),
      kilobytes(summary.javascriptAfterContent),
      `(${kilobytes(summary.javascriptAfterContentSavingData)})`,
      seconds(summary.repeatContentMs),
      judgedPages.has(summary.page) ? verdict(summary) : '',
    ]),
  ]
  return textTable(rows, { leftAligned: (column) => column === 0 || column === header.length - 1 })
}
