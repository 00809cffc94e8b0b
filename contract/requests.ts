import { z } from 'zod'
import { requiredString, statusChangeSchema } from './fields'
import { requestStatusValues } from './options'

/**
 * What leave and expense requests share: their statuses, timeline and the two ways to cancel
 * (docs/product/states.md#requests): a pending request is cancelled outright; an approved one needs approval to cancel.
 */
export const requestStatusSchema = z.enum(requestStatusValues)
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const requestHistorySchema = z.array(statusChangeSchema(requestStatusSchema))

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
