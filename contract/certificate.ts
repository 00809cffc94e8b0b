import { z } from 'zod'
import { ok, paginated } from './envelope'
import { attachmentsSchema, businessDateSchema, idParamSchema, listQuerySchema, optionalString } from './fields'
import { certificateListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { certificatePurposeValues } from './options'
import { cancelBodySchema, cancelRequestBodySchema, requestRecordSchema, requestStatusSchema } from './requests'
import { c, gatedRoute, refusing } from './router'

/**
 * Certificate of Employment requests: an employee asks HR for a signed letter that they work here, for
 * a loan, a visa or a new employer; an approved one is downloaded as a PDF
 * (docs/product/records.md#certificate-of-employment-requests).
 */
export const certificatePurposeSchema = z.enum(certificatePurposeValues, {
  errorMap: () => ({ message: 'Choose a purpose from the list.' }),
})

/** How many signed copies HR prints. */
export const CERTIFICATE_COPIES_MAX = 5

export const certificateRequestSchema = z
  .object({
    id: z.number().int(),
    purpose: certificatePurposeSchema,
    /** The purpose in the employee's words; only for the purpose "other", null otherwise. */
    purpose_other: z.string().nullable(),
    /** Whom the letter is addressed to; null for "To whom it may concern". */
    addressee: z.string().nullable(),
    /** Whether the employee asked for the monthly basic pay on the certificate. */
    include_compensation: z.boolean(),
    /** Whether the certificate shows the pay: HR's choice when approving, null before; never true when not asked. */
    compensation_shown: z.boolean().nullable(),
    copies: z.number().int().min(1).max(CERTIFICATE_COPIES_MAX),
    needed_by: z.string(),
  })
  .merge(requestRecordSchema)
export type CertificateRequest = z.infer<typeof certificateRequestSchema>

export const certificateSorts = sortKeysOf(certificateListQuery)
export const certificateListQuerySchema = listQuerySchema(certificateListQuery, {
  status: requestStatusSchema,
  purpose: certificatePurposeSchema,
})
export type CertificateListQuery = z.input<typeof certificateListQuerySchema>

const copiesMessage = `The number of copies must be a whole number from 1 to ${CERTIFICATE_COPIES_MAX}.`

/** A multipart body carries yes and no as 1 and 0 (contract/wire.ts). */
const yesNoSchema = z.preprocess(
  (value) => (value === '1' ? true : value === '0' ? false : value),
  z.boolean({
    required_error: 'Say whether the certificate shows your compensation.',
    invalid_type_error: 'Say whether the certificate shows your compensation.',
  }),
)

/** "Other" needs the purpose in words; needed-by not in the past is the server's rule (it knows today). */
export const createCertificateBodySchema = z
  .object({
    purpose: certificatePurposeSchema,
    purpose_other: optionalString('purpose', 150),
    addressee: optionalString('addressee', 150),
    include_compensation: yesNoSchema,
    copies: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,2}$/, copiesMessage)
            .transform(Number),
        ],
        {
          errorMap: () => ({ message: copiesMessage }),
        },
      )
      .pipe(z.number().int(copiesMessage).min(1, copiesMessage).max(CERTIFICATE_COPIES_MAX, copiesMessage)),
    needed_by: businessDateSchema('needed by date'),
    attachments: attachmentsSchema,
  })
  .superRefine((body, ctx) => {
    if (body.purpose === 'other' && !body.purpose_other) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['purpose_other'],
        message: 'Say what the certificate is for when the purpose is Other.',
      })
    }
  })

const certificateRoute = gatedRoute('certificate')
const idParams = z.object({ id: idParamSchema.describe("The certificate request's id.") })

export const certificateContract = c.router({
  list: {
    method: 'GET',
    path: '/certificate-requests',
    query: certificateListQuerySchema,
    responses: { 200: paginated(certificateRequestSchema) },
    metadata: certificateRoute,
    summary: "The employee's certificate of employment requests: paged, sorted and filtered on the server",
  },
  get: {
    method: 'GET',
    path: '/certificate-requests/:id',
    pathParams: idParams,
    responses: { 200: ok(certificateRequestSchema) },
    metadata: certificateRoute,
    summary: "One of the employee's certificate requests (404 for anyone else's)",
  },
  create: {
    method: 'POST',
    path: '/certificate-requests',
    contentType: 'multipart/form-data',
    body: createCertificateBodySchema,
    responses: { 201: ok(certificateRequestSchema) },
    metadata: certificateRoute,
    summary: 'Ask HR for a certificate of employment; refused when the needed-by date is in the past',
    description:
      'A repeat of the same fields and files by the same employee within 10 seconds files nothing new: it answers 201 with the first request, so a double click or a retried submit files once.',
  },
  cancelRequest: {
    method: 'POST',
    path: '/certificate-requests/:id/cancel-request',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelRequestBodySchema,
    responses: { 200: ok(certificateRequestSchema) },
    metadata: refusing(certificateRoute, {
      409: 'The certificate request is not approved.',
    }),
    summary: 'Ask to cancel an approved certificate request (approved -> for_cancellation)',
  },
  cancel: {
    method: 'POST',
    path: '/certificate-requests/:id/cancel',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelBodySchema,
    responses: { 200: ok(certificateRequestSchema) },
    metadata: refusing(certificateRoute, {
      409: 'The certificate request is no longer pending.',
    }),
    summary: 'Cancel a pending certificate request (pending -> cancelled)',
  },
  download: {
    method: 'GET',
    path: '/certificate-requests/:id/download',
    pathParams: idParams,
    responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }) },
    metadata: refusing(certificateRoute, {
      404: "No approved certificate request of yours has this id: another person's, a missing one and one not approved alike.",
    }),
    summary: 'The signed certificate of employment of an approved request, as a PDF',
  },
})
