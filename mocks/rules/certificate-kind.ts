import { contract } from '@contract'
import type { FieldErrors } from '@contract/envelope'
import type { CertificateRequest, certificateListQuerySchema, createCertificateBodySchema } from '@contract/certificate'
import { certificatePurposeOptions, labelOf } from '@contract/options'
import type { z } from 'zod'
import { manilaDate } from '../clock'
import { db, type CertificateRequestRow } from '../db'
import { certificateRequestsOf, findCertificate, findCertificateOf, updateCertificate } from '../db/requests'
import { notices } from '../notices'
import { dateRange } from '../wording'
import { given, overlaps } from './list-filters'
import type { OwnRequestKind } from './request-kinds'

/**
 * A Certificate of Employment request, described once for the code every kind shares
 * (docs/decisions/0060-request-kind-described-once.md, docs/product/records.md#certificate-of-employment-requests):
 * HR approves it with or without the pay, and an approved one is downloaded as a PDF
 * (presenters/certificate-pdf.ts).
 */
type CertificateBody = z.output<typeof createCertificateBodySchema>
type CertificateFields = Omit<CertificateBody, 'purpose_other' | 'addressee'> &
  Pick<CertificateRequestRow, 'purpose_other' | 'addressee'>
type CertificateFilter = z.output<typeof certificateListQuerySchema>['filter']

const purposeLabel = (row: Pick<CertificateRequestRow, 'purpose' | 'purpose_other'>) =>
  row.purpose === 'other' && row.purpose_other ? row.purpose_other : labelOf(certificatePurposeOptions, row.purpose)

function certificateMatcher(filter: CertificateFilter): (row: CertificateRequestRow) => boolean {
  const search = given(filter.search?.trim().toLowerCase())
  const status = given(filter.status)
  const purpose = given(filter.purpose)
  return (row) =>
    (status === null || row.status === status) &&
    (purpose === null || row.purpose === purpose) &&
    overlaps(row.needed_by, row.needed_by, filter) &&
    (search === null ||
      purposeLabel(row).toLowerCase().includes(search) ||
      (row.addressee ?? '').toLowerCase().includes(search))
}

/** A certificate needed by a day already gone cannot be made in time: refused under its field. */
function neededByErrors(neededBy: string): FieldErrors {
  return neededBy < manilaDate() ? { needed_by: ['The needed by date must be today or later.'] } : {}
}

export const certificateKind: OwnRequestKind<
  CertificateRequestRow,
  CertificateRequest,
  CertificateFilter,
  CertificateBody,
  CertificateFields
> = {
  kind: 'certificate',
  routes: contract.certificate,
  attachedTo: 'certificate_request',
  privacyCategory: () => 'employment',
  find: findCertificate,
  findOf: findCertificateOf,
  rowsOf: certificateRequestsOf,
  update: updateCertificate,
  matcher: certificateMatcher,
  shown: (row) => ({
    purpose: row.purpose,
    purpose_other: row.purpose_other,
    addressee: row.addressee,
    include_compensation: row.include_compensation,
    compensation_shown: row.compensation_shown,
    copies: row.copies,
    needed_by: row.needed_by,
    status: row.status,
    cancel_reason: row.cancel_reason,
    remarks: row.remarks,
  }),
  controlPath: '/certificates',
  awaiting: {
    summary: (row) =>
      `Certificate of employment (${purposeLabel(row)}), ${row.copies} ${row.copies === 1 ? 'copy' : 'copies'}, needed by ${dateRange(row.needed_by)}`,
    reason: (row) => row.addressee && `For ${row.addressee}`,
  },
  approvalOption: {
    label: 'Show the monthly basic pay (the employee asked for it)',
    offeredFor: (row) => row.include_compensation,
    // Only when asked and allowed: HR's yes on a certificate nobody asked pay for still shows none.
    apply: (row, chosen) => void updateCertificate(row.id, { compensation_shown: row.include_compensation && chosen }),
  },
  words: {
    request: 'certificate request',
    approved: 'certificate request',
    ended: 'certificate request',
    notFound: 'Certificate request not found.',
  },
  filing: {
    // The free-text purpose belongs to "other" only, as the training dates belong to training.
    fieldsOf: (body) => ({
      ...body,
      purpose_other: body.purpose === 'other' && body.purpose_other ? body.purpose_other : null,
      addressee: body.addressee ? body.addressee : null,
    }),
    check: (_user, fields) => ({
      errors: neededByErrors(fields.needed_by),
      insert: (common) =>
        db.certificate_request.create({
          ...common,
          purpose: fields.purpose,
          purpose_other: fields.purpose_other,
          addressee: fields.addressee,
          include_compensation: fields.include_compensation,
          copies: fields.copies,
          needed_by: fields.needed_by,
        }),
    }),
  },
  decidedNotice: notices.certificateDecided,
  cancellationDecidedNotice: notices.certificateCancellationDecided,
}
