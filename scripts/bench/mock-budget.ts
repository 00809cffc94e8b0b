/**
 * The mock's list budget and how `npm run bench:mock` judges its timings against it.
 *
 * Source: the product's performance targets (docs/decisions/0035-every-budget-in-ci.md): every paged list endpoint of the mock answers
 * in under 10 ms at the 95th percentile with 10,000 leave requests in the database. Change it here and
 * nowhere else.
 */
import { textTable } from '../support/text-table'
export const LIST_P95_BUDGET_MS = 10

/** The nearest-rank percentile of samples sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The timed calls of one query against one list endpoint. */
export type CaseTimings = { endpoint: string; name: string; samples: readonly number[] }

export type CaseSummary = {
  endpoint: string
  name: string
  p50: number
  p95: number
  max: number
  /** Under the budget: a p95 of exactly 10 ms misses, and so does a case that was not measured. */
  withinBudget: boolean
}

export function summarize({ endpoint, name, samples }: CaseTimings): CaseSummary {
  const sorted = [...samples].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  return {
    endpoint,
    name,
    p50: percentile(sorted, 50),
    p95,
    max: sorted.at(-1) ?? Number.NaN,
    withinBudget: p95 < LIST_P95_BUDGET_MS,
  }
}

/** One row per case, grouped by endpoint as given, each with its verdict. */
export function formatTable(summaries: readonly CaseSummary[]): string {
  const header = ['endpoint', 'case', 'p50 ms', 'p95 ms', 'max ms', 'budget', '']
  const rows = summaries.map((row) => [
    row.endpoint,
    row.name,
    row.p50.toFixed(2),
    row.p95.toFixed(2),
    row.max.toFixed(2),
    `< ${LIST_P95_BUDGET_MS} ms`,
    row.withinBudget ? 'ok' : 'MISSED',
  ])
  return textTable([header, ...rows], { leftAligned: (column) => column < 2 })
}
