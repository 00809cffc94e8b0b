import { z } from 'zod'
import { ok, paginated } from './envelope'
import { attachmentsSchema, idParamSchema, listQuerySchema, requiredString } from './fields'
import { correctionListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { bankAccountFields, personalInfoBodySchema, socialBenefitsBodySchema } from './onboarding'
import { correctionFieldValues, type CorrectionField } from './options'
import { cancelBodySchema, cancelRequestBodySchema, requestRecordSchema, requestStatusSchema } from './requests'
import { bearerRoute, c, refusing } from './router'

/**
 * Correction requests (RA 10173, Sec. 16(d)): the person asks HR to correct a record they cannot change
 * themselves after onboarding, with the corrected value, a reason and a supporting document; HR's approval
 * changes the record (docs/product/privacy.md#corrections).
 */
export const correctionFieldSchema = z.enum(correctionFieldValues, {
  errorMap: () => ({ message: 'Choose what to correct from the list.' }),
})

/**
 * The corrected value is checked as onboarding checks it: the very schemas of its steps, so a correction
 * can never hold what onboarding would refuse (docs/product/validation.md).
 */
export const correctedValueSchemas = {
  first_name: personalInfoBodySchema.shape.first_name,
  middle_name: personalInfoBodySchema.shape.middle_name,
  last_name: personalInfoBodySchema.shape.last_name,
  birthdate: personalInfoBodySchema.shape.birthdate,
  civil_status: personalInfoBodySchema.shape.civil_status,
  tin: socialBenefitsBodySchema.shape.tin,
  sss: socialBenefitsBodySchema.shape.sss,
  philhealth: socialBenefitsBodySchema.shape.philhealth,
  pagibig: socialBenefitsBodySchema.shape.pagibig,
  bank_account_no: bankAccountFields.shape.account_no,
} as const satisfies Record<CorrectionField, z.ZodTypeAny>

/** The fields that hold a government or account number: shown masked everywhere, never logged. */
export const numberCorrectionFields = ['tin', 'sss', 'philhealth', 'pagibig', 'bank_account_no'] as const
export function isNumberField(field: CorrectionField): field is (typeof numberCorrectionFields)[number] {
  return (numberCorrectionFields as readonly string[]).includes(field)
}

/** The value as onboarding stores it (trimmed; an empty middle name is none), or null when onboarding refuses it. */
export function correctedValueOf(field: CorrectionField, value: string): { value: string | null } | null {
  const parsed = correctedValueSchemas[field].safeParse(value)
  if (!parsed.success) return null
  const stored = parsed.data as string | undefined
  return { value: stored ? stored : null }
}

export const correctionRequestSchema = z
  .object({
    id: z.number().int(),
    field: correctionFieldSchema,
    /** The corrected value as filed; null removes an optional one (a middle name). Shown masked when a number. */
    value: z.string().nullable(),
    reason: z.string(),
  })
  .merge(requestRecordSchema)
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>

export const correctionSorts = sortKeysOf(correctionListQuery)
export const correctionListQuerySchema = listQuerySchema(correctionListQuery, {
  status: requestStatusSchema,
  field: correctionFieldSchema,
})
export type CorrectionListQuery = z.input<typeof correctionListQuerySchema>

/** HR changes a payroll or government record only against an official document, so one is required. */
export const DOCUMENT_REQUIRED = 'Attach a document that shows the correct value, such as a PSA certificate or an ID.'

export const createCorrectionBodySchema = z
  .object({
    field: correctionFieldSchema,
    value: z.string({ required_error: 'The corrected value field is required.' }),
    reason: requiredString('reason', 500),
    attachments: attachmentsSchema,
  })
  .superRefine((body, ctx) => {
    const checked = correctedValueSchemas[body.field].safeParse(body.value)
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['value'], message: issue.message })
    }
    if (body.attachments.length === 0)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['attachments'], message: DOCUMENT_REQUIRED })
  })

const idParams = z.object({ id: idParamSchema.describe("The correction request's id.") })

export const correctionContract = c.router({
  list: {
    method: 'GET',
    path: '/correction-requests',
    query: correctionListQuerySchema,
    responses: { 200: paginated(correctionRequestSchema) },
    metadata: bearerRoute,
    summary: "The person's correction requests: paged, sorted and filtered on the server",
  },
  get: {
    method: 'GET',
    path: '/correction-requests/:id',
    pathParams: idParams,
    responses: { 200: ok(correctionRequestSchema) },
    metadata: bearerRoute,
    summary: "One of the person's correction requests (404 for anyone else's)",
  },
  create: {
    method: 'POST',
    path: '/correction-requests',
    contentType: 'multipart/form-data',
    body: createCorrectionBodySchema,
    responses: { 201: ok(correctionRequestSchema) },
    metadata: bearerRoute,
    summary:
      'Ask HR to correct a record: the value is checked as onboarding checks it; refused when it is the value on record or a correction of the field is already pending',
    description:
      'A repeat of the same fields and files by the same person within 10 seconds files nothing new: it answers 201 with the first request, so a double click or a retried submit files once.',
  },
  cancelRequest: {
    method: 'POST',
    path: '/correction-requests/:id/cancel-request',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelRequestBodySchema,
    responses: { 200: ok(correctionRequestSchema) },
    metadata: refusing(bearerRoute, {
      409: 'The correction request is not approved.',
    }),
    summary:
      'Ask to cancel an approved correction (approved -> for_cancellation); if HR agrees, the record gets its earlier value back',
  },
  cancel: {
    method: 'POST',
    path: '/correction-requests/:id/cancel',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelBodySchema,
    responses: { 200: ok(correctionRequestSchema) },
    metadata: refusing(bearerRoute, {
      409: 'The correction request is no longer pending.',
    }),
    summary: 'Cancel a pending correction request (pending -> cancelled)',
  },
})
