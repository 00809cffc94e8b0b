import type { PayslipChanges, PayslipLineChange } from '@contract/payslip'
import type { PayslipRow } from '../db'
import { codedLinesOf, payslipsOf, type StoredLine } from '../db/payslips'
import { peso } from './payroll'

/**
 * "Why did my net pay change?": the payslip against the person's payslip of the cut-off before it.
 * Lines are matched by their code, never by their label, which carries figures ("Overtime (6 hours at
 * 125%)") that change from one payslip to the next (decision 49).
 */
export function previousPayslipOf(row: PayslipRow): PayslipRow | null {
  return (
    payslipsOf(row.user_id)
      .filter((slip) => slip.period_end < row.period_start)
      .sort((a, b) => b.period_end.localeCompare(a.period_end))[0] ?? null
  )
}

/** Earnings first, then deductions; each in this payslip's order, then lines only the one before had. */
function changedLines(before: StoredLine[], after: StoredLine[]): PayslipLineChange[] {
  const changes: PayslipLineChange[] = []
  for (const kind of ['earning', 'deduction'] as const) {
    const was = before.filter((line) => line.kind === kind)
    const now = after.filter((line) => line.kind === kind)
    const codes = [...new Set([...now, ...was].map((line) => line.code))]
    for (const code of codes) {
      const old = was.find((line) => line.code === code)
      const current = now.find((line) => line.code === code)
      if (old?.amount === current?.amount) continue
      changes.push({
        kind,
        code,
        label: (current ?? old)?.label ?? code,
        before: old?.amount ?? null,
        after: current?.amount ?? null,
        change: peso((current?.amount ?? 0) - (old?.amount ?? 0)),
      })
    }
  }
  return changes
}

/** The changes, with the payslip before as it is stored; presentPayslipChanges presents it. */
export type ChangesFromPrevious = Omit<PayslipChanges, 'previous'> & { previous: PayslipRow | null }

export function payslipChanges(row: PayslipRow): ChangesFromPrevious {
  const previous = previousPayslipOf(row)
  if (!previous) {
    return { previous: null, net_pay_change: 0, gross_pay_change: 0, total_deductions_change: 0, lines: [] }
  }
  return {
    previous,
    net_pay_change: peso(row.net_pay - previous.net_pay),
    gross_pay_change: peso(row.gross_pay - previous.gross_pay),
    total_deductions_change: peso(row.total_deductions - previous.total_deductions),
    lines: changedLines(codedLinesOf(previous.id), codedLinesOf(row.id)),
  }
}
