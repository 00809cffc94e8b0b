/**
 * The landing page's Lighthouse budgets (quality.md) and how three runs are judged against them:
 * each figure's median, so one noisy run on a shared machine neither passes nor fails the page alone.
 */

export type Metric = 'score' | 'lcp' | 'cls' | 'tbt' | 'fcp' | 'speedIndex'

export type RunFigures = Record<Metric, number>

type MetricSpec = {
  label: string
  /** The Lighthouse audit the figure comes from; the score comes from the performance category. */
  audit?: string
  /** The budget, if quality.md sets one; `higherIsBetter` for the score. */
  budget?: number
  higherIsBetter?: boolean
  format: (value: number) => string
}

const ms = (value: number) => `${Math.round(value)} ms`

export const metrics: Record<Metric, MetricSpec> = {
  score: { label: 'Performance score', budget: 98, higherIsBetter: true, format: (value) => value.toFixed(0) },
  lcp: { label: 'Largest Contentful Paint', audit: 'largest-contentful-paint', budget: 1500, format: ms },
  cls: {
    label: 'Cumulative Layout Shift',
    audit: 'cumulative-layout-shift',
    budget: 0.02,
    format: (value) => value.toFixed(3),
  },
  tbt: { label: 'Total Blocking Time', audit: 'total-blocking-time', budget: 50, format: ms },
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

/** Whether a figure keeps its budget; undefined when quality.md sets none. A missing figure (NaN) misses. */
function keepsBudget(name: Metric, value: number): boolean | undefined {
  const { budget, higherIsBetter } = metrics[name]
  if (budget === undefined) return undefined
  return higherIsBetter ? value >= budget : value <= budget
}

/** A sentence for each median outside its budget. */
export function missedBudgets(figures: RunFigures): string[] {
  return metricNames.flatMap((name) => {
    const { label, budget, higherIsBetter, format } = metrics[name]
    const value = figures[name]
    if (budget === undefined || keepsBudget(name, value)) return []
    return [
      `${label}: ${Number.isNaN(value) ? 'not measured' : format(value)}, budget ${higherIsBetter ? 'at least' : 'at most'} ${format(budget)}`,
    ]
  })
}

/** One row per metric: each run, the median, the budget and whether the median keeps it. */
export function formatTable(runs: readonly RunFigures[]): string {
  const middle = medians(runs)
  const header = ['metric', ...runs.map((_, index) => `run ${index + 1}`), 'median', 'budget', '']
  const rows = metricNames.map((name) => {
    const { label, budget, higherIsBetter, format } = metrics[name]
    const kept = keepsBudget(name, middle[name])
    const verdict = kept === undefined ? '' : kept ? 'ok' : 'MISSED'
    const limit = budget === undefined ? '-' : `${higherIsBetter ? '>=' : '<='} ${format(budget)}`
    return [label, ...runs.map((run) => format(run[name])), format(middle[name]), limit, verdict]
  })
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
