import { isNumberField } from '@contract/correction'
import { correctionFieldOptions, labelOf, type CorrectionField } from '@contract/options'
import type { PrivacyCategory } from '@contract/privacy-values'
import { numberEnding } from '../wording'

/**
 * What a correction's field is, for the access log and HR's list (docs/product/privacy.md#corrections):
 * its category of data, and its value in words that never hold a government or account number in full.
 */
const categories: Record<CorrectionField, PrivacyCategory> = {
  first_name: 'identity',
  middle_name: 'identity',
  last_name: 'identity',
  birthdate: 'identity',
  civil_status: 'identity',
  tin: 'government_numbers',
  sss: 'government_numbers',
  philhealth: 'government_numbers',
  pagibig: 'government_numbers',
  bank_account_no: 'bank',
}

export const correctionCategory = (field: CorrectionField): PrivacyCategory => categories[field]

export const correctionFieldLabel = (field: CorrectionField) => labelOf(correctionFieldOptions, field)

/** The field inside a sentence: "your last name", "your TIN", "your PhilHealth number". */
export const correctionFieldWords = (field: CorrectionField) =>
  correctionFieldLabel(field).replace(/^[A-Z][a-z]+(?=\s|$)/, (word) => word.toLowerCase())

/** "TIN ending in 6789", "Last name": a number by its last four digits only; other values not at all. */
export function correctionRecordDetail(row: { field: CorrectionField; value: string | null }): string {
  const label = correctionFieldLabel(row.field)
  return isNumberField(row.field) && row.value ? `${label} ${numberEnding(row.value)}` : label
}
