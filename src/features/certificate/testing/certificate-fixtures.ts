import type { CertificateRequest } from '@contract/certificate'
import { certificatePurposeValues, requestStatusValues } from '@contract/options'

/** Stories' certificate data: a page of Maria Santos's requests and one approved with the pay shown. */

export const storyCertificates: CertificateRequest[] = Array.from({ length: 12 }, (_, index) => {
  const day = String(index + 1).padStart(2, '0')
  const status = requestStatusValues[index % requestStatusValues.length]!
  const purpose = certificatePurposeValues[index % certificatePurposeValues.length]!
  return {
    id: index + 1,
    purpose,
    purpose_other: purpose === 'other' ? 'Condominium association' : null,
    addressee: index % 3 === 0 ? null : 'BDO Unibank, Housing Loans',
    include_compensation: index % 2 === 0,
    compensation_shown: status === 'approved' ? index % 2 === 0 : null,
    copies: (index % 5) + 1,
    needed_by: `2026-12-${day}`,
    status,
    cancel_reason: status === 'for_cancellation' ? 'The trip was called off.' : null,
    remarks: null,
    attachments: [],
    history: [{ status: 'pending', at: `2026-11-${day}T01:00:00+08:00`, by: 'Maria Santos', note: null }],
    created_at: `2026-11-${day}T01:00:00+08:00`,
    updated_at: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00+08:00`,
  }
})
