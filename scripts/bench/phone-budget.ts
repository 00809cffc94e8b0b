/**
 * The portal's budgets on an inexpensive Android phone, and how `npm run bench:phone` judges its runs:
 * the median of each page's runs. Change them here and nowhere else.
 *
 * Source: the product's performance targets (docs/decisions/0037-phone-profile-bench.md): Lighthouse's
 * mobile profile applied by hand (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * the production build served gzipped with the API on the same origin. Every employee page's own
 * content on screen within 2.0 s on a first visit and 1.0 s on a repeat visit, its LCP within 2.0 s, and
 * at most 150 kB of JavaScript fetched for it, its route chunk included.
 */
import { median } from './landing-budget'

export const phoneBudget = {
  coldContentMs: 2_000,
  coldLcpMs: 2_000,
  repeatContentMs: 1_000,
  /** Gzipped bytes of JavaScript a first visit fetches (1 kB = 1000 bytes, as Vite reports sizes). */
  javascriptBytes: 150_000,
} as const

/** The network and CPU of the phone, as Lighthouse's mobile profile sets them. */
export const phoneProfile = {
  cpuSlowdown: 4,
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
  /**
   * Gzipped bytes of JavaScript the visit fetched from the network or its cache, once the network was
   * quiet after the content: what it fetches ahead once idle included.
   */
  javascriptBytes: number
  /** The part of it that had arrived by the time the content showed; shown, not judged. */
  javascriptBytesByContent: number
}

export type PageRuns = { page: string; cold: VisitRun[]; repeat: VisitRun[] }

export type PageSummary = {
  page: string
  coldContentMs: number
  coldLcpMs: number | null
  javascriptBytes: number
  javascriptBytesByContent: number
  repeatContentMs: number
  /** Which budgets the medians miss, in words; empty when the page is within every one. */
  missed: string[]
}

const medianOrNull = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null)
  return present.length === 0 ? null : median(present)
}

/**
 * The medians of a page's runs, judged. `judged` is false for the static page that sits beside the app
 * pages for comparison: it has no budget.
 */
export function summarizePage({ page, cold, repeat }: PageRuns, judged = true): PageSummary {
  const summary = {
    page,
    coldContentMs: median(cold.map((run) => run.contentMs)),
    coldLcpMs: medianOrNull(cold.map((run) => run.lcpMs)),
    javascriptBytes: median(cold.map((run) => run.javascriptBytes)),
    javascriptBytesByContent: median(cold.map((run) => run.javascriptBytesByContent)),
    repeatContentMs: median(repeat.map((run) => run.contentMs)),
  }
  const missed: string[] = []
  if (judged) {
    if (summary.coldContentMs > phoneBudget.coldContentMs) missed.push('content on a first visit')
    if (summary.coldLcpMs === null || summary.coldLcpMs > phoneBudget.coldLcpMs) missed.push('LCP')
    if (summary.javascriptBytes > phoneBudget.javascriptBytes) missed.push('JavaScript fetched')
    if (summary.repeatContentMs > phoneBudget.repeatContentMs) missed.push('content on a repeat visit')
  }
  return { ...summary, missed }
}

const seconds = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`)
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`

export function formatPhoneTable(summaries: readonly PageSummary[], judgedPages: ReadonlySet<string>): string {
  const header = ['page', 'first visit: content', 'LCP', 'JavaScript', '(by the content)', 'repeat visit: content', '']
  const rows = [
    header,
    [
      'budget',
      `<= ${seconds(phoneBudget.coldContentMs)}`,
      `<= ${seconds(phoneBudget.coldLcpMs)}`,
      `<= ${kilobytes(phoneBudget.javascriptBytes)}`,
      '',
      `<= ${seconds(phoneBudget.repeatContentMs)}`,
      '',
    ],
    ...summaries.map((summary) => [
      summary.page,
      seconds(summary.coldContentMs),
      seconds(summary.coldLcpMs),
      kilobytes(summary.javascriptBytes),
      `(${kilobytes(summary.javascriptBytesByContent)})`,
      seconds(summary.repeatContentMs),
      judgedPages.has(summary.page)
        ? summary.missed.length === 0
          ? 'ok'
          : `MISSED: ${summary.missed.join(', ')}`
        : '',
    ]),
  ]
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
