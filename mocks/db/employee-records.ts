import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import { onboardingSteps } from '@contract/onboarding'
import { db, type Row, type UserRow } from './index'
import type { OnboardingStep } from './models/employee-records'

/** The records HR keeps per employee, one helper per question a handler asks. */

export type EmployeeRecordRow = Row<'employee_record'>
export type PersonalInfoRow = Row<'personal_info'>
type Fields<T> = Omit<T, 'id' | 'user_id' | typeof PRIMARY_KEY | typeof ENTITY_TYPE>

const byUser = <T extends { user_id: number }>(rows: T[], userId: number) =>
  rows.filter((row) => row.user_id === userId)

export function employeeRecordOf(userId: number): EmployeeRecordRow | null {
  return db.employee_record.getAll().find((row) => row.user_id === userId) ?? null
}

export function personalInfoOf(userId: number): PersonalInfoRow | null {
  return db.personal_info.getAll().find((row) => row.user_id === userId) ?? null
}

export function socialBenefitsOf(userId: number): Row<'social_benefits'> | null {
  return db.social_benefits.getAll().find((row) => row.user_id === userId) ?? null
}

export function emergencyContactsOf(userId: number): Row<'emergency_contact'>[] {
  return byUser(db.emergency_contact.getAll(), userId).sort((a, b) => a.id - b.id)
}

export function bankAccountsOf(userId: number): Row<'bank_account'>[] {
  return byUser(db.bank_account.getAll(), userId).sort((a, b) => a.id - b.id)
}

/** Statutory leaves follow the gender on file; null until personal information is saved. */
export function genderOf(userId: number): PersonalInfoRow['gender'] | null {
  return personalInfoOf(userId)?.gender ?? null
}

/** Paternity leave follows the civil status on file; null until personal information is saved. */
export function civilStatusOf(userId: number): PersonalInfoRow['civil_status'] | null {
  return personalInfoOf(userId)?.civil_status ?? null
}

/** HR creates the record at hiring; an account made another way gets a blank one when first needed. */
export function ensureEmployeeRecord(user: UserRow): EmployeeRecordRow {
  return (
    employeeRecordOf(user.id) ??
    db.employee_record.create({
      user_id: user.id,
      employee_no: `EMP-${String(user.id).padStart(5, '0')}`,
      work_email: user.email,
      monthly_salary: 0,
      completed_steps: [],
    })
  )
}

export function savePersonalInfo(userId: number, fields: Fields<PersonalInfoRow>): void {
  const existing = personalInfoOf(userId)
  if (existing) db.personal_info.update({ where: { id: { equals: existing.id } }, data: fields })
  else db.personal_info.create({ user_id: userId, ...fields })
}

export function saveSocialBenefits(userId: number, fields: Fields<Row<'social_benefits'>>): void {
  const existing = socialBenefitsOf(userId)
  if (existing) db.social_benefits.update({ where: { id: { equals: existing.id } }, data: fields })
  else db.social_benefits.create({ user_id: userId, ...fields })
}

/** The form sends the whole list each time: what is not in it is gone. */
export function replaceEmergencyContacts(userId: number, contacts: readonly Fields<Row<'emergency_contact'>>[]): void {
  db.emergency_contact.deleteMany({ where: { user_id: { equals: userId } } })
  for (const contact of contacts) db.emergency_contact.create({ user_id: userId, ...contact })
}

export function replaceBankAccounts(
  userId: number,
  banks: readonly Omit<Fields<Row<'bank_account'>>, 'is_primary'>[],
  primaryIndex: number,
): void {
  db.bank_account.deleteMany({ where: { user_id: { equals: userId } } })
  banks.forEach((bank, index) =>
    db.bank_account.create({ user_id: userId, ...bank, is_primary: index === primaryIndex }),
  )
}

/** Adds a step to the record, keeping the steps in their onboarding order. */
export function completeStep(user: UserRow, step: OnboardingStep): OnboardingStep[] {
  const record = ensureEmployeeRecord(user)
  const steps = onboardingSteps.filter((known) => known === step || record.completed_steps.includes(known))
  db.employee_record.update({ where: { id: { equals: record.id } }, data: { completed_steps: steps } })
  return steps
}
