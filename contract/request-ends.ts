/**
 * When a request is over (docs/product/states.md#requests), one rule for the server and the app: a
 * file of its own, so the app's first load, which carries the rest of the contract, does not carry it.
 */

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
