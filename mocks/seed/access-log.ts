import type { PrivacyCategory } from '@contract/privacy-values'
import type { Database } from '../db'
import type { RequestKind } from '../db/models/requests'
import {
  accessLogRow,
  payslipPublishedEntry,
  requestDecisionEntry,
  type AccessEntry,
  type RequestDecision,
} from '../rules/access-log'
import { companyStaffNameFor } from '../rules/company-staff'
import { correctionCategory } from '../rules/correction-fields'
import type { SeedContext } from './context'

/** How far back the seeded log goes. */
const HISTORY_DAYS = 365
/** How far back the seeded sign-ins go. */
const SIGN_IN_DAYS = 60
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The browsers a persona signs in from, as the sign-in names them (rules/known-devices.ts). */
const DEVICES = ['Chrome on Windows', 'Safari on iOS', 'Chrome on Android', 'Firefox on macOS', 'Edge on Windows']

type Logged = { at: string; entry: AccessEntry }

/** HR's decisions on the person's requests, from their timelines, worded as the control API logs them. */
function decisionsOf(db: Database, userId: number, since: string): Logged[] {
  // Seed data only: the live log takes each kind's words and category from its rules (rules/request-kinds.ts).
  const correctionFields = new Map(db.correction_request.getAll().map((row) => [row.id, row.field]))
  const kinds: Record<
    RequestKind,
    { rows: { user_id: number; id: number }[]; noun: string; category: (id: number) => PrivacyCategory }
  > = {
    leave: { rows: db.leave_request.getAll(), noun: 'leave request', category: () => 'leave' },
    expense: { rows: db.expense_request.getAll(), noun: 'expense request', category: () => 'expenses' },
    certificate: { rows: db.certificate_request.getAll(), noun: 'certificate request', category: () => 'employment' },
    correction: {
      rows: db.correction_request.getAll(),
      noun: 'correction request',
      // Only ids of these rows reach here (`mine`), so the field is always found.
      category: (id) => correctionCategory(correctionFields.get(id) ?? 'last_name'),
    },
  }
  const owned = (kind: RequestKind) =>
    new Set(kinds[kind].rows.filter((row) => row.user_id === userId).map((row) => row.id))
  const mine = {
    leave: owned('leave'),
    expense: owned('expense'),
    certificate: owned('certificate'),
    correction: owned('correction'),
  }
  const changes = db.request_status_change.getAll().sort((a, b) => a.id - b.id)
  const previous = new Map<string, string>()
  return changes.flatMap((change): Logged[] => {
    const key = `${change.request_kind}:${change.request_id}`
    const before = previous.get(key)
    previous.set(key, change.status)
    if (!mine[change.request_kind].has(change.request_id) || change.at < since) return []
    const decision: RequestDecision | null =
      before === 'for_cancellation'
        ? change.status === 'cancelled'
          ? 'approveCancellation'
          : change.status === 'approved'
            ? 'denyCancellation'
            : null
        : change.status === 'approved'
          ? 'approve'
          : change.status === 'denied'
            ? 'deny'
            : null
    if (!decision) return []
    const { noun, category } = kinds[change.request_kind]
    const request = { category: category(change.request_id), id: change.request_id, noun }
    return [{ at: change.at, entry: requestDecisionEntry(request, decision, change.by) }]
  })
}

/** Each published payslip, and payroll reading the bank account it is paid into. */
function payrollOf(db: Database, userId: number, since: string, payroll: string): Logged[] {
  return db.payslip
    .getAll()
    .filter((row) => row.user_id === userId && row.created_at >= since)
    .flatMap((payslip) => [
      {
        at: new Date(Date.parse(payslip.created_at) - HOUR_MS).toISOString(),
        entry: {
          actor: { name: payroll, role: 'payroll' },
          category: 'bank',
          action: 'read',
          record: 'your payroll bank account',
          purpose: 'To send your salary to your bank.',
        } satisfies AccessEntry,
      },
      { at: payslip.created_at, entry: payslipPublishedEntry(payslip, payroll) },
    ])
}

/** Payroll reads the government numbers each month to remit the contributions (docs/product/privacy.md). */
function remittancesOf(now: Date, since: string, payroll: string, paid: boolean): Logged[] {
  if (!paid) return []
  const months: Logged[] = []
  for (let back = 0; back < 12; back++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 2))
    const at = day.toISOString()
    if (at < since || day > now) continue
    months.push({
      at,
      entry: {
        actor: { name: payroll, role: 'payroll' },
        category: 'government_numbers',
        action: 'read',
        record: 'your SSS, PhilHealth and Pag-IBIG numbers',
        purpose: 'To remit your monthly contributions, as the law requires.',
      },
    })
  }
  return months
}

/**
 * The person's sign-ins of the last SIGN_IN_DAYS: every one to four days, from one or two browsers, at a
 * waking hour in Manila. Older ones are left out so the demo's stored copy stays small.
 */
function signInsOf({ faker, now }: SeedContext, name: string, since: string): Logged[] {
  const devices = faker.helpers.arrayElements(DEVICES, { min: 1, max: 2 })
  const signIns: Logged[] = []
  for (
    let day = faker.number.int({ min: 0, max: 3 });
    day < SIGN_IN_DAYS;
    day += faker.number.int({ min: 1, max: 4 })
  ) {
    const hour = faker.number.int({ min: 7, max: 21 }) - 8
    const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS - day * DAY_MS
    const at = new Date(midnight + hour * HOUR_MS + faker.number.int({ min: 0, max: 59 }) * 60_000)
    if (at > now || at.toISOString() < since) continue
    const device = faker.helpers.arrayElement(devices)
    signIns.push({
      at: at.toISOString(),
      entry: {
        actor: { name, role: 'self' },
        category: 'sign_ins',
        action: 'sign_in',
        record: `a sign-in from ${device}`,
        purpose: 'To use Empleo.',
      },
    })
  }
  return signIns
}

/**
 * A year of each persona's access log, as the server would have written it: HR's decisions on their
 * requests, payroll's payslips, bank reads and monthly remittances, and their own sign-ins. Deterministic:
 * it reads the seeded history and the seeded faker.
 */
export function seedAccessLog(context: SeedContext): void {
  const { db, now, personaIds } = context
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS).toISOString()
  for (const userId of new Set(Object.values(personaIds))) {
    const user = db.user.findFirst({ where: { id: { equals: userId } } })
    if (!user) continue
    const payroll = companyStaffNameFor(userId, db)
    const paid = db.payslip.getAll().some((row) => row.user_id === userId)
    const history = [
      ...decisionsOf(db, userId, since),
      ...payrollOf(db, userId, since, payroll),
      ...remittancesOf(now, since, payroll, paid),
      ...(user.is_employee ? signInsOf(context, user.full_name, since) : []),
    ].sort((a, b) => a.at.localeCompare(b.at))
    for (const { at, entry } of history) db.access_log.create(accessLogRow(userId, entry, at))
  }
}

/**
 * Load testing: a busy year of a person's log, `perDay` entries a day for 365 days before `now`, spread
 * over the categories and who acted (scripts/bench-mock.ts).
 */
export function loadAccessLogYear(db: Database, userId: number, now: Date, perDay: number): number {
  const name = db.user.findFirst({ where: { id: { equals: userId } } })?.full_name ?? 'Someone'
  const kinds: AccessEntry[] = [
    {
      actor: { name, role: 'self' },
      category: 'sign_ins',
      action: 'sign_in',
      record: 'a sign-in',
      purpose: 'To use Empleo.',
    },
    {
      actor: { name: 'HR', role: 'hr' },
      category: 'leave',
      action: 'approve',
      record: 'leave request',
      purpose: 'To decide on your leave request.',
    },
    {
      actor: { name: 'HR', role: 'hr' },
      category: 'files',
      action: 'read',
      record: 'an attachment',
      purpose: 'To check a document.',
    },
    {
      actor: { name: 'Payroll', role: 'payroll' },
      category: 'pay',
      action: 'publish',
      record: 'a payslip',
      purpose: 'To pay your salary.',
    },
    {
      actor: { name: 'Payroll', role: 'payroll' },
      category: 'bank',
      action: 'read',
      record: 'your payroll bank account',
      purpose: 'To send your salary to your bank.',
    },
    {
      actor: { name: 'Administrator', role: 'administrator' },
      category: 'employment',
      action: 'change',
      record: 'your position',
      purpose: 'To keep your records current.',
    },
  ]
  let written = 0
  for (let day = 0; day < HISTORY_DAYS; day++) {
    for (let index = 0; index < perDay; index++) {
      const at = new Date(now.getTime() - day * DAY_MS - index * 60_000).toISOString()
      db.access_log.create(accessLogRow(userId, kinds[(day + index) % kinds.length]!, at))
      written++
    }
  }
  return written
}
