import type { Payslip, PayslipLineCode } from '@contract/payslip'
import { db, type PayslipRow } from './index'

type MoneyLine = Payslip['earnings'][number]
type DeductionLine = Payslip['deductions'][number]
type Coded = { code: PayslipLineCode; days?: number }

/** A line as stored: with its kind and code, in the order of the payslip. */
export type StoredLine = { kind: 'earning' | 'deduction'; code: PayslipLineCode; label: string; amount: number }

export function payslipsOf(userId: number): PayslipRow[] {
  return db.payslip.getAll().filter((row) => row.user_id === userId)
}

/** The employee's own payslip; anyone else's is as absent as a missing one. */
export function findPayslipOf(userId: number, id: number): PayslipRow | null {
  return db.payslip.getAll().find((row) => row.id === id && row.user_id === userId) ?? null
}

/** The newest by pay date (then by publication), or null before the first payday. */
export function latestPayslipOf(userId: number): PayslipRow | null {
  return (
    payslipsOf(userId).sort(
      (a, b) => b.pay_date.localeCompare(a.pay_date) || b.created_at.localeCompare(a.created_at) || b.id - a.id,
    )[0] ?? null
  )
}

function rowsOf(payslipId: number) {
  return db.payslip_line
    .getAll()
    .filter((line) => line.payslip_id === payslipId)
    .sort((a, b) => a.position - b.position)
}

/** The payslip's lines with their codes, for comparing one payslip with another. */
export function codedLinesOf(payslipId: number): StoredLine[] {
  return rowsOf(payslipId).map(({ kind, code, label, amount }) => ({ kind, code, label, amount }))
}

/** The leave days of a year paid in cash on the person's payslips, by the line's code. */
export function daysPaidInCash(userId: number, code: PayslipLineCode, year: number): number {
  const payslips = new Set(
    payslipsOf(userId)
      .filter((slip) => slip.payslip_year === year)
      .map((slip) => slip.id),
  )
  return db.payslip_line
    .getAll()
    .filter((line) => payslips.has(line.payslip_id) && line.code === code)
    .reduce((sum, line) => sum + (line.days ?? 0), 0)
}

export function linesOf(payslipId: number): { earnings: MoneyLine[]; deductions: DeductionLine[] } {
  const lines = rowsOf(payslipId)
  const pick = (kind: 'earning' | 'deduction') =>
    lines
      .filter((line) => line.kind === kind)
      .map(({ label, amount, employer_share }) =>
        employer_share === null ? { label, amount } : { label, amount, employer_share },
      )
  return { earnings: pick('earning'), deductions: pick('deduction') }
}

export function addLines(
  payslipId: number,
  earnings: readonly (MoneyLine & Coded)[],
  deductions: readonly (DeductionLine & Coded)[],
): void {
  const rows = [
    ...earnings.map((line) => ({ ...line, employer_share: null, days: line.days ?? null, kind: 'earning' as const })),
    ...deductions.map((line) => ({
      ...line,
      employer_share: line.employer_share ?? null,
      days: null,
      kind: 'deduction' as const,
    })),
  ]
  rows.forEach((line, position) => db.payslip_line.create({ payslip_id: payslipId, position, ...line }))
}

export function markViewed(payslip: PayslipRow, at: string): PayslipRow {
  if (payslip.viewed_at) return payslip
  return db.payslip.update({ where: { id: { equals: payslip.id } }, data: { viewed_at: at } }) ?? payslip
}
