import { contract } from '@contract'
import type { FieldErrors } from '@contract/envelope'
import {
  correctedValueOf,
  isNumberField,
  type CorrectionRequest,
  type correctionListQuerySchema,
  type createCorrectionBodySchema,
} from '@contract/correction'
import { civilStatusOptions, labelOf, type CorrectionField } from '@contract/options'
import type { z } from 'zod'
import { manilaDate } from '../clock'
import { db, type CorrectionRequestRow, type UserRow } from '../db'
import { correctRecord, recordedValueOf } from '../db/corrected-records'
import { correctionRequestsOf, findCorrection, findCorrectionOf, updateCorrection } from '../db/requests'
import { notices } from '../notices'
import { dateRange, numberEnding } from '../wording'
import {
  correctionCategory,
  correctionFieldLabel,
  correctionFieldWords,
  correctionRecordDetail,
} from './correction-fields'
import { given, overlaps } from './list-filters'
import type { OwnRequestKind } from './request-kinds'

/**
 * A correction request (RA 10173, Sec. 16(d)), described once for the code every kind shares
 * (docs/decisions/0060-request-kind-described-once.md, docs/product/privacy.md#corrections): HR's approval
 * writes the corrected value to the record, and a corrected government or account number is never named in
 * full outside the person's own answers.
 */
type CorrectionBody = z.output<typeof createCorrectionBodySchema>
type CorrectionFields = Omit<CorrectionBody, 'value'> & { value: string | null }
type CorrectionFilter = z.output<typeof correctionListQuerySchema>['filter']

function correctionMatcher(filter: CorrectionFilter): (row: CorrectionRequestRow) => boolean {
  const search = given(filter.search?.trim().toLowerCase())
  const status = given(filter.status)
  const field = given(filter.field)
  const filed = (row: CorrectionRequestRow) => manilaDate(row.created_at)
  return (row) =>
    (status === null || row.status === status) &&
    (field === null || row.field === field) &&
    overlaps(filed(row), filed(row), filter) &&
    (search === null ||
      correctionFieldLabel(row.field).toLowerCase().includes(search) ||
      row.reason.toLowerCase().includes(search))
}

/** The corrected value as HR's list reads it: a number by its last four digits, a date and a status in words. */
function valueWords(field: CorrectionField, value: string | null): string {
  if (value === null) return 'none'
  if (isNumberField(field)) return `a number ${numberEnding(value)}`
  if (field === 'birthdate') return dateRange(value)
  if (field === 'civil_status') return labelOf(civilStatusOptions, value)
  return value
}

/**
 * What only the server knows: the record to correct must exist, the value must differ from it, and one
 * correction of a field waits at a time (two pending would race each other at HR).
 */
function filingErrors(user: UserRow, fields: CorrectionFields): FieldErrors {
  const label = correctionFieldWords(fields.field)
  const recorded = recordedValueOf(user.id, fields.field)
  if (recorded === undefined) return { field: [`There is no ${label} on record to correct yet.`] }
  const pending = correctionRequestsOf(user.id).some((row) => row.field === fields.field && row.status === 'pending')
  if (pending) return { field: [`A correction of your ${label} is already waiting for HR; cancel it to file another.`] }
  if (recorded === fields.value) return { value: [`This is already your ${label} on record.`] }
  return {}
}

export const correctionKind: OwnRequestKind<
  CorrectionRequestRow,
  CorrectionRequest,
  CorrectionFilter,
  CorrectionBody,
  CorrectionFields
> = {
  kind: 'correction',
  routes: contract.correction,
  attachedTo: 'correction_request',
  privacyCategory: (row) => correctionCategory(row.field),
  recordDetail: correctionRecordDetail,
  find: findCorrection,
  findOf: findCorrectionOf,
  rowsOf: correctionRequestsOf,
  update: updateCorrection,
  matcher: correctionMatcher,
  shown: (row) => ({
    field: row.field,
    value: row.value,
    reason: row.reason,
    status: row.status,
    cancel_reason: row.cancel_reason,
    remarks: row.remarks,
  }),
  controlPath: '/corrections',
  awaiting: {
    summary: (row) => `Correction: ${correctionFieldLabel(row.field)}, to ${valueWords(row.field, row.value)}`,
    reason: (row) => row.reason,
  },
  recordChange: {
    apply: (row) => {
      updateCorrection(row.id, { previous_value: recordedValueOf(row.user_id, row.field) ?? null })
      correctRecord(row.user_id, row.field, row.value)
    },
    // Only while the record still holds this correction's value: a later correction is not undone by this one.
    undo: (row) => {
      const previous = findCorrection(row.id)?.previous_value ?? null
      if (recordedValueOf(row.user_id, row.field) === row.value) correctRecord(row.user_id, row.field, previous)
    },
  },
  words: {
    request: 'correction request',
    approved: 'correction request',
    ended: 'correction request',
    notFound: 'Correction request not found.',
  },
  filing: {
    // Stored as onboarding stores it; a value onboarding refuses never gets here (the body's schema).
    fieldsOf: (body) => ({ ...body, value: correctedValueOf(body.field, body.value)?.value ?? null }),
    check: (user, fields) => ({
      errors: filingErrors(user, fields),
      insert: (common) =>
        db.correction_request.create({ ...common, field: fields.field, value: fields.value, reason: fields.reason }),
    }),
  },
  decidedNotice: notices.correctionDecided,
  cancellationDecidedNotice: notices.correctionCancellationDecided,
}
