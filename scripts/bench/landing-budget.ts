/**
 * The landing page's Lighthouse budgets and how three runs are judged against them: each figure's
 * median, so one noisy run on a shared machine neither passes nor fails the page alone. The LCP is held
 * to a static HTML page of the same hero measured in the same run (issue 10, decision 28): it is what
 * the page could be at best on this machine at this moment, so the load of a shared machine cancels out.
 */

export type Metric = 'score' | 'lcp' | 'cls' | 'tbt' | 'fcp' | 'speedIndex'

export type RunFigures = Record<Metric, number>

/** The landing page's LCP may be at most this many times the static page's. */
export const LCP_TO_STATIC_RATIO = 1.3

type MetricSpec = {
  label: string
  /** The Lighthouse audit the figure comes from; the score comes from the performance category. */
  audit?: string
  /** The budget, given the static page's medians, if one is set; `higherIsBetter` for the score. */
  budget?: (staticPage: RunFigures) => number
  /** How the budget reads in the table, e.g. '1.3 x static'. */
  budgetLabel?: string
  higherIsBetter?: boolean
  format: (value: number) => string
}

const ms = (value: number) => `${Math.round(value)} ms`

export const metrics: Record<Metric, MetricSpec> = {
  score: { label: 'Performance score', budget: () => 100, higherIsBetter: true, format: (value) => value.toFixed(0) },
  lcp: {
    label: 'Largest Contentful Paint',
    audit: 'largest-contentful-paint',
    budget: (staticPage) => staticPage.lcp * LCP_TO_STATIC_RATIO,
    budgetLabel: `${LCP_TO_STATIC_RATIO} x static`,
    format: ms,
  },
  cls: {
    label: 'Cumulative Layout Shift',
    audit: 'cumulative-layout-shift',
    budget: () => 0,
    format: (value) => value.toFixed(3),
  },
  tbt: { label: 'Total Blocking Time', audit: 'total-blocking-time', budget: () => 50, format: ms },
  fcp: { label: 'First Contentful Paint', audit: 'first-contentful-paint', format: ms },
  speedIndex: { label: 'Speed Index', audit: 'speed-index', format: ms },
}

const metricNames = Object.keys(metrics) as Metric[]

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** What a Lighthouse result holds that the budgets need (a subset of LH.Result, so tests can build one). */
export type LighthouseFigures = {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number }>
}

export function figuresOf(result: LighthouseFigures): RunFigures {
  const figures = {} as RunFigures
  for (const name of metricNames) {
    const { audit } = metrics[name]
    figures[name] =
      audit === undefined
        ? (result.categories.performance?.score ?? Number.NaN) * 100
        : (result.audits[audit]?.numericValue ?? Number.NaN)
  }
  return figures
}

export function medians(runs: readonly RunFigures[]): RunFigures {
  const result = {} as RunFigures
  for (const name of metricNames) result[name] = median(runs.map((run) => run[name]))
  return result
}

/** Whether a figure keeps its budget; undefined when none is set. A missing figure (NaN) misses. */
function keepsBudget(name: Metric, value: number, staticPage: RunFigures): boolean | undefined {
  const { budget, higherIsBetter } = metrics[name]
  if (budget === undefined) return undefined
  const limit = budget(staticPage)
  return higherIsBetter ? value >= limit : value <= limit
}

/** A sentence for each of the landing page's medians outside its budget. */
export function missedBudgets(landing: RunFigures, staticPage: RunFigures): string[] {
  return metricNames.flatMap((name) => {
    const { label, budget, budgetLabel, higherIsBetter, format } = metrics[name]
    const value = landing[name]
    if (budget === undefined || keepsBudget(name, value, staticPage)) return []
    const limit = budget(staticPage)
    const shown = (figure: number) => (Number.isNaN(figure) ? 'not measured' : format(figure))
    return [
      `${label}: ${shown(value)}, budget ${higherIsBetter ? 'at least' : 'at most'} ${shown(limit)}${budgetLabel ? ` (${budgetLabel})` : ''}`,
    ]
  })
}

/**
 * One row per metric: each of the landing page's runs, its median, the static page's median beside it,
 * the budget and whether the landing median keeps it.
 */
export function formatTable(landingRuns: readonly RunFigures[], staticRuns: readonly RunFigures[]): string {
  const landing = medians(landingRuns)
  const staticPage = medians(staticRuns)
  const header = ['metric', ...landingRuns.map((_, index) => `run ${index + 1}`), 'median', 'static', 'budget', '']
  const rows = metricNames.map((name) => {
    const { label, budget, higherIsBetter, format } = metrics[name]
    const kept = keepsBudget(name, landing[name], staticPage)
    const verdict = kept === undefined ? '' : kept ? 'ok' : 'MISSED'
    const limit = budget === undefined ? '-' : `${higherIsBetter ? '>=' : '<='} ${format(budget(staticPage))}`
    return [
      label,
      ...landingRuns.map((run) => format(run[name])),
      format(landing[name]),
      format(staticPage[name]),
      limit,
      verdict,
    ]
  })
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
