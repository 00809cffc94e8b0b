import { z } from 'zod'
import { requiredString, statusChangeSchema, storedAttachmentSchema } from './fields'
import { requestStatusValues } from './options'

/**
 * What every request kind shares: its statuses, timeline and the two ways to cancel
 * (docs/product/states.md#requests): a pending request is cancelled outright; an approved one needs approval to cancel.
 */
export const requestStatusSchema = z.enum(requestStatusValues)
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const requestHistorySchema = z.array(statusChangeSchema(requestStatusSchema))

/**
 * The fields every request has after its own: each kind's schema is its own fields merged with these, so
 * the four kinds cannot drift apart.
 */
export const requestRecordSchema = z.object({
  status: requestStatusSchema,
  cancel_reason: z.string().nullable(),
  remarks: z.string().nullable(),
  attachments: z.array(storedAttachmentSchema),
  history: requestHistorySchema,
  created_at: z.string().datetime({ offset: true }),
  updated_at: z.string().datetime({ offset: true }),
})

/** pending -> cancelled, with the employee's remarks. */
export const cancelBodySchema = z.object({
  status: z.literal('cancelled', { errorMap: () => ({ message: 'The status must be cancelled.' }) }),
  remarks: requiredString('remarks', 500),
})

/** approved -> for_cancellation, awaiting approval of the cancellation. */
export const cancelRequestBodySchema = z.object({
  status: z.literal('for_cancellation', { errorMap: () => ({ message: 'The status must be for_cancellation.' }) }),
  cancel_reason: requiredString('cancel reason', 500),
})

/** Which statuses each cancel action starts from; the server answers 409 from any other. */
export const cancellableFrom = {
  cancel: ['pending'],
  cancelRequest: ['approved'],
} as const satisfies Record<string, readonly RequestStatus[]>
