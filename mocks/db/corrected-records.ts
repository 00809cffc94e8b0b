import type { CorrectionField } from '@contract/options'
import { db } from './index'
import { bankAccountsOf, personalInfoOf, socialBenefitsOf } from './employee-records'
import { updateUser } from './users'

/**
 * The records a correction changes (docs/product/privacy.md#corrections): the value on record of each
 * correctable field, and HR writing the corrected one. The bank account is the primary one, which pay goes to.
 */

type PersonalField = 'first_name' | 'middle_name' | 'last_name' | 'birthdate' | 'civil_status'
type NumberField = 'tin' | 'sss' | 'philhealth' | 'pagibig'

const personalFields: readonly CorrectionField[] = [
  'first_name',
  'middle_name',
  'last_name',
  'birthdate',
  'civil_status',
]
const isPersonal = (field: CorrectionField): field is PersonalField => personalFields.includes(field)

const primaryAccountOf = (userId: number) => bankAccountsOf(userId).find((account) => account.is_primary) ?? null

/** The value on record, null when there is none; undefined when the record itself is missing (not onboarded). */
export function recordedValueOf(userId: number, field: CorrectionField): string | null | undefined {
  if (isPersonal(field)) {
    const info = personalInfoOf(userId)
    return info ? info[field] : undefined
  }
  if (field === 'bank_account_no') return primaryAccountOf(userId)?.account_no
  return socialBenefitsOf(userId)?.[field as NumberField]
}

/** Writes the corrected value; a corrected name is also the name the app shows, as onboarding writes it. */
export function correctRecord(userId: number, field: CorrectionField, value: string | null): void {
  if (isPersonal(field)) {
    const info = personalInfoOf(userId)
    if (!info) return
    const corrected = db.personal_info.update({ where: { id: { equals: info.id } }, data: { [field]: value } })
    if (corrected && field !== 'birthdate' && field !== 'civil_status')
      updateUser(userId, {
        full_name: [corrected.first_name, corrected.last_name, corrected.suffix].filter(Boolean).join(' '),
      })
    return
  }
  if (value === null) return
  if (field === 'bank_account_no') {
    const account = primaryAccountOf(userId)
    if (account) db.bank_account.update({ where: { id: { equals: account.id } }, data: { account_no: value } })
    return
  }
  const benefits = socialBenefitsOf(userId)
  if (benefits) db.social_benefits.update({ where: { id: { equals: benefits.id } }, data: { [field]: value } })
}
