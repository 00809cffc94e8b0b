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

/** The last day a request covers: a leave's, a training's; an item request has none. */
export function lastDayOf(
  request: { date_finished: string } | { date_training_finish_at: string | null },
): string | null {
  return 'date_finished' in request ? request.date_finished : request.date_training_finish_at
}

/**
 * A request whose last day is before `today` (YYYY-MM-DD, Manila) has ended: what was taken or
 * attended cannot be called off, so its cancellation can no longer be asked (the server answers 409).
 */
export function hasEnded(
  request: { date_finished: string } | { date_training_finish_at: string | null },
  today: string,
): boolean {
  const lastDay = lastDayOf(request)
  return lastDay !== null && lastDay < today
}
