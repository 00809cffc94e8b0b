/**
 * What the conformance kit found (decision 29): a verdict per check per route, printed as a table
 * with a summary line and kept as JSON for CI.
 */
import { textTable } from '../support/text-table'

/** The checks, in the table's column order. */
export const checkNames = ['success', 'unauthenticated', 'invalid body', 'unknown id', 'idempotency'] as const
export type CheckName = (typeof checkNames)[number]

const columnTitles: Record<CheckName, string> = {
  success: 'success',
  unauthenticated: '401',
  'invalid body': '422',
  'unknown id': '404',
  idempotency: 'key',
}

export type Verdict =
  | { check: CheckName; outcome: 'pass'; note?: string }
  | { check: CheckName; outcome: 'fail'; reason: string }
  | { check: CheckName; outcome: 'skipped'; reason: string }

export type RouteResult = {
  /** The route's place in the contract, e.g. `leave.create`. */
  route: string
  method: string
  path: string
  /** One per check that applies to the route; a check that does not apply is absent. */
  verdicts: Verdict[]
}

export type Summary = { routes: number; failingRoutes: number; pass: number; fail: number; skipped: number }

export type ConformanceReport = {
  baseUrl: string
  readOnly: boolean
  startedAt: string
  routes: RouteResult[]
  summary: Summary
  /** What the kit tidied up after itself (requests it filed and cancelled outside the checks). */
  notes: string[]
}

export function summarise(routes: readonly RouteResult[]): Summary {
  const verdicts = routes.flatMap((route) => route.verdicts)
  const count = (outcome: Verdict['outcome']) => verdicts.filter((verdict) => verdict.outcome === outcome).length
  return {
    routes: routes.length,
    failingRoutes: routes.filter((route) => route.verdicts.some((verdict) => verdict.outcome === 'fail')).length,
    pass: count('pass'),
    fail: count('fail'),
    skipped: count('skipped'),
  }
}

export const conforms = (report: ConformanceReport): boolean => report.summary.fail === 0

export function summaryLine({ summary, baseUrl, readOnly }: ConformanceReport): string {
  const verdict = summary.fail === 0 ? 'CONFORMS' : `${summary.failingRoutes} of ${summary.routes} routes FAIL`
  return (
    `${verdict}: ${summary.routes} routes, ${summary.pass} checks pass, ${summary.fail} FAIL, ` +
    `${summary.skipped} skipped, against ${baseUrl}${readOnly ? ' (read-only)' : ''}`
  )
}

const cell = (verdict: Verdict | undefined): string =>
  verdict === undefined ? '-' : verdict.outcome === 'pass' ? 'pass' : verdict.outcome === 'fail' ? 'FAIL' : 'skipped'

/** The table: one row per route, one column per check ('-' where it does not apply), then the reasons. */
export function formatTable(report: ConformanceReport): string {
  const header = ['route', 'method and path', ...checkNames.map((name) => columnTitles[name])]
  const rows = report.routes.map((route) => [
    route.route,
    `${route.method} ${route.path}`,
    ...checkNames.map((name) => cell(route.verdicts.find((verdict) => verdict.check === name))),
  ])

  const reasons = report.routes.flatMap((route) =>
    route.verdicts.flatMap((verdict) =>
      verdict.outcome === 'pass'
        ? []
        : [`  ${verdict.outcome === 'fail' ? 'FAIL' : 'skipped'}  ${route.route} ${verdict.check}: ${verdict.reason}`],
    ),
  )
  return [
    textTable([header, ...rows], { leftAligned: () => true, ruled: true }),
    ...(reasons.length > 0 ? ['', ...reasons] : []),
    ...report.notes.map((note) => `  note  ${note}`),
    '',
    summaryLine(report),
  ].join('\n')
}
