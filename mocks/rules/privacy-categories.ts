import type { DataTouch, HeldCategory } from '@contract/privacy-categories'
import { leaveTypeOptions } from '@contract/options'
import { privacyCategoryValues, type AccessAction, type PrivacyCategory } from '@contract/privacy-values'
import type { AccessLogRow } from '../db'
import { accessLogOf } from '../db/access-log'
import { leaveRequestsOf } from '../db/requests'
import { privacyRegister } from './privacy-register'
import { isConfidentialLeave } from './statutory-leave'

/**
 * Whether an action changes the data or only reads it (docs/product/privacy.md#what-the-company-holds):
 * every entry of the access log is an access; all but a read and an export are also a change. A new action must say
 * which it is.
 */
const changesData: Record<AccessAction, boolean> = {
  read: false,
  // A copy of the data, asked for by the person, changes none of it.
  export: false,
  change: true,
  approve: true,
  deny: true,
  publish: true,
  sign_in: true,
  deactivate: true,
  flag_password_reset: true,
  // Acknowledging adds a record of itself; erasing removes data.
  acknowledge: true,
  erase: true,
}

const newer = (row: AccessLogRow, than: AccessLogRow | undefined) =>
  !than || row.at > than.at || (row.at === than.at && row.id > than.id)

/** Who and when, never the record: the record could tell a leave apart, the name and role cannot. */
const touchOf = (row: AccessLogRow | undefined): DataTouch | null =>
  row ? { at: row.at, by: { name: row.actor_name, role: row.actor_role } } : null

/**
 * The person's own confidential leave types, named to them alone (docs/decisions/0047-confidential-leave.md):
 * the register never names one, and this note is only ever in the owner's answer.
 */
function confidentialLeaveNote(userId: number): string | null {
  const types = new Set(leaveRequestsOf(userId).map((row) => row.type))
  const confidential = leaveTypeOptions.filter(({ value }) => types.has(value) && isConfidentialLeave(value))
  if (confidential.length === 0) return null
  const names = confidential.map(({ label }) => label).join(' and ')
  return `Your ${names} is confidential: colleagues see only that you are away, messages call it a leave request, and its documents are kept apart. Only you and the HR staff who decide it see its type.`
}

/**
 * What the company holds about the person, one entry per category in the order of the one list
 * (contract/privacy-values.ts): the register's words, the person's own note, and the newest access and
 * change read from their own access log.
 */
export function heldCategoriesOf(userId: number): HeldCategory[] {
  const accessed = new Map<PrivacyCategory, AccessLogRow>()
  const changed = new Map<PrivacyCategory, AccessLogRow>()
  for (const row of accessLogOf(userId)) {
    if (newer(row, accessed.get(row.category))) accessed.set(row.category, row)
    if (changesData[row.action] && newer(row, changed.get(row.category))) changed.set(row.category, row)
  }
  const notes: Partial<Record<PrivacyCategory, string | null>> = { leave: confidentialLeaveNote(userId) }
  return privacyCategoryValues.map((category) => ({
    category,
    ...privacyRegister[category],
    note: notes[category] ?? null,
    last_accessed: touchOf(accessed.get(category)),
    last_changed: touchOf(changed.get(category)),
  }))
}
