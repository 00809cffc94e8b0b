/**
 * When a request is over (docs/product/states.md#requests), one rule for the server and the app: a
 * file of its own, so the app's first load, which carries the rest of the contract, does not carry it.
 */

/**
 * The last day a request covers: a leave's, a training's. A kind with neither field (an item, a
 * certificate of employment) has none, so it never ends and a new kind needs no change here.
 */
export function lastDayOf(request: object): string | null {
  if ('date_finished' in request && typeof request.date_finished === 'string') return request.date_finished
  if ('date_training_finish_at' in request && typeof request.date_training_finish_at === 'string')
    return request.date_training_finish_at
  return null
}

/**
 * A request whose last day is before `today` (YYYY-MM-DD, Manila) has ended: what was taken or
 * attended cannot be called off, so its cancellation can no longer be asked (the server answers 409).
 */
export function hasEnded(request: object, today: string): boolean {
  const lastDay = lastDayOf(request)
  return lastDay !== null && lastDay < today
}
