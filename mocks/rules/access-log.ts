import type { AccessAction, AccessActorRole, PrivacyCategory } from '@contract/privacy-values'
import { nowIso } from '../clock'
import { db, type UserRow } from '../db'
import { dateRange } from '../wording'

/** Who acted on the data: a name and a role. */
export type AccessActor = { name: string; role: AccessActorRole }

/**
 * One line of a person's access log. `record` is a short label that never names a confidential leave
 * type (docs/decisions/0047-confidential-leave.md) nor holds a government or account number.
 */
export type AccessEntry = {
  actor: AccessActor
  category: PrivacyCategory
  action: AccessAction
  record: string
  purpose: string
}

/**
 * Records that someone read or changed a person's data, now by the mock's clock
 * (docs/product/privacy.md#access-log): called wherever another person acts on their record, pay,
 * leave or files, and for the person's own sign-ins and changes.
 */
export function logAccess(userId: number, entry: AccessEntry, at: string = nowIso()): void {
  db.access_log.create(accessLogRow(userId, entry, at))
}

/** The row of an entry, for logAccess and for the seed, which writes history at past instants. */
export function accessLogRow(userId: number, { actor, category, action, record, purpose }: AccessEntry, at: string) {
  return { user_id: userId, at, actor_name: actor.name, actor_role: actor.role, category, action, record, purpose }
}

type Person = Pick<UserRow, 'id' | 'full_name'>

/** The person changing their own data: they see their own changes beside everyone else's. */
export function logOwnChange(user: Person, category: PrivacyCategory, record: string, purpose: string): void {
  logAccess(user.id, { actor: { name: user.full_name, role: 'self' }, category, action: 'change', record, purpose })
}

/** The person's own sign-in, with the browser it came from. */
export function logSignIn(user: Person, device: string): void {
  logAccess(user.id, {
    actor: { name: user.full_name, role: 'self' },
    category: 'sign_ins',
    action: 'sign_in',
    record: `a sign-in from ${device}`,
    purpose: 'To use Empleo.',
  })
}

export type RequestDecision = 'approve' | 'deny' | 'approveCancellation' | 'denyCancellation'

/**
 * HR's decision on a request of any kind. The record is the kind's noun and its id, never the leave's
 * type, which may be confidential (docs/decisions/0047-confidential-leave.md); a kind may add a detail that
 * names no number in full (a correction's field).
 */
export function requestDecisionEntry(
  request: { category: PrivacyCategory; id: number; noun: string; detail?: string | undefined },
  decision: RequestDecision,
  by: string,
): AccessEntry {
  const cancellation = decision === 'approveCancellation' || decision === 'denyCancellation'
  return {
    actor: { name: by, role: 'hr' },
    category: request.category,
    action: decision === 'approve' || decision === 'approveCancellation' ? 'approve' : 'deny',
    record: `${request.noun} #${request.id}${request.detail ? ` (${request.detail})` : ''}`,
    purpose: cancellation
      ? `To decide on your request to cancel your ${request.noun}.`
      : `To decide on your ${request.noun}.`,
  }
}

/** Payroll publishing a payslip: the record is its cut-off, never an amount. */
export function payslipPublishedEntry(payslip: { period_start: string; period_end: string }, by: string): AccessEntry {
  return {
    actor: { name: by, role: 'payroll' },
    category: 'pay',
    action: 'publish',
    record: `payslip for ${dateRange(payslip.period_start, payslip.period_end)}`,
    purpose: 'To pay your salary for the cut-off, as your contract of employment requires.',
  }
}

/** HR opening a payslip in the admin application: the record is its cut-off, never an amount. */
export function payslipOpenedEntry(payslip: { period_start: string; period_end: string }, by: string): AccessEntry {
  return {
    actor: { name: by, role: 'hr' },
    category: 'pay',
    action: 'read',
    record: `payslip for ${dateRange(payslip.period_start, payslip.period_end)}`,
    purpose: 'To check your pay for the cut-off.',
  }
}

/**
 * HR opening a document attached to a request: the record is the request's noun and id, never a leave's
 * type or the file's name, which may tell it (docs/decisions/0047-confidential-leave.md).
 */
export function attachmentOpenedEntry(request: { id: number; noun: string }, by: string): AccessEntry {
  return {
    actor: { name: by, role: 'hr' },
    category: 'files',
    action: 'read',
    record: `an attachment of ${request.noun} #${request.id}`,
    purpose: `To check the document that supports your ${request.noun}.`,
  }
}
