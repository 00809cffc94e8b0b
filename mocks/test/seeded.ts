import type { RequestStatus } from '@contract/requests'
import { db } from '../db'
import { findUserByEmail } from '../db/users'
import { personas, type PersonaKey } from '../seed/personas'

/** Finding seeded records for tests: whose they are and in which state. */

export function userIdOf(persona: PersonaKey): number {
  const user = findUserByEmail(personas[persona].email)
  if (!user) throw new Error(`persona ${persona} is not seeded`)
  return user.id
}

export function leaveIdOf(
  persona: PersonaKey,
  status: RequestStatus,
  where: (leave: { date_finished: string }) => boolean = () => true,
): number {
  const userId = userIdOf(persona)
  const leave = db.leave_request.getAll().find((row) => row.user_id === userId && row.status === status && where(row))
  if (!leave) throw new Error(`${persona} has no ${status} leave`)
  return leave.id
}

export function expenseIdOf(persona: PersonaKey, status: RequestStatus): number {
  const userId = userIdOf(persona)
  const expense = db.expense_request.getAll().find((row) => row.user_id === userId && row.status === status)
  if (!expense) throw new Error(`${persona} has no ${status} expense request`)
  return expense.id
}

export function payslipIdOf(persona: PersonaKey): number {
  const userId = userIdOf(persona)
  const payslip = db.payslip.getAll().find((row) => row.user_id === userId)
  if (!payslip) throw new Error(`${persona} has no payslip`)
  return payslip.id
}

/** What saving the personal information with a new civil status does (the seed draws it at random). */
export function setCivilStatus(persona: PersonaKey, civilStatus: 'single' | 'married' | 'divorced' | 'widowed'): void {
  const userId = userIdOf(persona)
  db.personal_info.update({ where: { user_id: { equals: userId } }, data: { civil_status: civilStatus } })
}
