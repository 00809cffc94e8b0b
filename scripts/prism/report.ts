import { judgeExchange, type Violation } from './violations'
import type { Exchange } from './witness'

/** What the judge found: the exchanges Prism flagged, and tallies by kind for the summary. */
export type Flagged = Exchange & { counted: Violation[] }

export type PrismReport = {
  document: string
  exchanges: number
  flagged: Flagged[]
  /** The kit's deliberately invalid bodies the document accepts (noted, not failed). */
  acceptsInvalidBody: string[]
  /** Requests whose bytes Prism would have altered (stoplightio/prism#2349), restored behind it. */
  restoredBehindPrism: string[]
  byKind: Record<string, number>
}

const side = (violation: Violation): string => violation.location[0] ?? 'exchange'

/**
 * A violation's kind: its side and JSON Schema keyword ("response type", "request required"), or its
 * message when Prism gives no keyword (a status code, e.g. for a body it did not expect).
 */
export const kindOf = (violation: Violation): string =>
  typeof violation.code === 'string' && /^[a-zA-Z]+$/.test(violation.code)
    ? `${side(violation)} ${violation.code}`
    : `${side(violation)}: ${violation.message}`

export function buildReport(document: string, exchanges: readonly Exchange[]): PrismReport {
  const flagged: Flagged[] = []
  const acceptsInvalidBody: string[] = []
  const restoredBehindPrism: string[] = []
  const byKind: Record<string, number> = {}
  for (const exchange of exchanges) {
    const check = exchange.source === 'kit' ? exchange.label : null
    const { counted, acceptsInvalidBody: accepts } = judgeExchange(check, exchange.violations)
    if (accepts) acceptsInvalidBody.push(`${exchange.method} ${exchange.url}`)
    if (exchange.restoredBehindPrism)
      restoredBehindPrism.push(`${exchange.method} ${exchange.url} -> ${exchange.status}`)
    if (counted.length === 0 && !exchange.truncated) continue
    flagged.push({ ...exchange, counted })
    for (const violation of counted) byKind[kindOf(violation)] = (byKind[kindOf(violation)] ?? 0) + 1
  }
  return { document, exchanges: exchanges.length, flagged, acceptsInvalidBody, restoredBehindPrism, byKind }
}

const where = (violation: Violation): string => violation.location.join('.')

export function formatReport(report: PrismReport): string {
  const lines: string[] = []
  for (const exchange of report.flagged) {
    const who = exchange.source === 'kit' ? `kit: ${exchange.label}` : exchange.source
    lines.push(`FLAGGED [${who}] ${exchange.method} ${exchange.url} -> ${exchange.status}`)
    for (const violation of exchange.counted)
      lines.push(`    ${violation.severity.padEnd(7)} ${where(violation)}: ${violation.message}`)
    if (exchange.truncated) lines.push('    (Prism cut the list short: the rest is in its log)')
  }
  if (report.acceptsInvalidBody.length > 0) {
    lines.push('', "Noted: the document accepts these bodies of the kit's that the contract refuses:")
    for (const request of report.acceptsInvalidBody) lines.push(`    ${request}`)
  }
  if (report.restoredBehindPrism.length > 0) {
    lines.push(
      '',
      'Bodies that are not UTF-8: Prism validated its UTF-8 reading of them, and the server got the bytes',
      'the client sent, restored behind Prism (stoplightio/prism#2349):',
    )
    for (const request of report.restoredBehindPrism) lines.push(`    ${request}`)
  }
  const kinds = Object.entries(report.byKind).sort(([, a], [, b]) => b - a)
  if (kinds.length > 0) {
    lines.push('', 'Violations by kind:')
    for (const [kind, count] of kinds) lines.push(`  ${String(count).padStart(5)}  ${kind}`)
  }
  const total = kinds.reduce((sum, [, count]) => sum + count, 0)
  lines.push(
    '',
    report.flagged.length === 0
      ? `PRISM FLAGS NOTHING: ${report.exchanges} exchanges judged against ${report.document}`
      : `PRISM FLAGGED ${report.flagged.length} of ${report.exchanges} exchanges (${total} violations) against ${report.document}`,
  )
  return lines.join('\n')
}
