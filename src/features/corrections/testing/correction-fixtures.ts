import type { CorrectionRequest } from '@contract/correction'
import { correctionFieldValues, requestStatusValues } from '@contract/options'

/** Stories' correction data: a page of Maria Santos's requests, one per field, numbers among them. */

const valueOf: Record<(typeof correctionFieldValues)[number], string | null> = {
  first_name: 'Maria Luisa',
  middle_name: null,
  last_name: 'Santos-Reyes',
  birthdate: '1994-03-18',
  civil_status: 'married',
  tin: '123456789012',
  sss: '3412345678',
  philhealth: '120512345678',
  pagibig: '121234567890',
  bank_account_no: '0012345678',
}

export const storyCorrections: CorrectionRequest[] = correctionFieldValues.map((field, index) => {
  const day = String(index + 1).padStart(2, '0')
  const status = requestStatusValues[index % requestStatusValues.length]!
  return {
    id: index + 1,
    field,
    value: valueOf[field],
    reason: 'The record does not match my documents.',
    status,
    cancel_reason: status === 'for_cancellation' ? 'My earlier record was right after all.' : null,
    remarks: null,
    attachments: [],
    history: [{ status: 'pending', at: `2026-11-${day}T01:00:00+08:00`, by: 'Maria Santos', note: null }],
    created_at: `2026-11-${day}T01:00:00+08:00`,
    updated_at: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00+08:00`,
  }
})
