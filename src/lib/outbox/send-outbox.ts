import { isApiError, type ApiError } from '@/lib/api/api-error'
import { isWorthRetrying, needsReview, type OutboxEntry } from './outbox-entry'
import { keepInOutbox, outboxOf, removeFromOutbox } from './outbox-store'

export type OutboxSender<Answer> = {
  /** Sends one kept request with its Idempotency-Key; rejects with the ApiError of a failed call. */
  send: (entry: OutboxEntry) => Promise<Answer>
  /** After the server took it (the entry is already out of the outbox). */
  sent: (entry: OutboxEntry, answer: Answer) => Promise<void> | void
  /** After the server said no: the entry is back as a draft with the server's answer. */
  refused: (entry: OutboxEntry, error: ApiError) => Promise<void> | void
  /** The device's clock, for the 30-day review. */
  now: () => number
}

/**
 * Sends the person's waiting requests in the order they were made, one at a time, and stops at the
 * first that cannot reach the server. One tab sends at a time (a Web Lock per person); a second tab
 * that asks meanwhile waits, then finds the outbox already emptied. The Idempotency-Key makes a
 * request sent twice (a lost answer, a browser without Web Locks) still one record.
 */
export async function sendOutbox<Answer>(person: string, sender: OutboxSender<Answer>): Promise<void> {
  const run = () => sendInOrder(person, sender)
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(`empleo-outbox-${person}`, run)
  else await run()
}

async function sendInOrder<Answer>(person: string, sender: OutboxSender<Answer>): Promise<void> {
  for (const entry of await outboxOf(person)) {
    if (entry.state !== 'waiting' || needsReview(entry, sender.now())) continue
    try {
      const answer = await sender.send(entry)
      await removeFromOutbox(entry.key)
      await sender.sent(entry, answer)
    } catch (error) {
      if (!isApiError(error) || isWorthRetrying(error)) return
      await keepInOutbox({
        ...entry,
        state: 'refused',
        refusal: { message: error.message, fieldErrors: error.fieldErrors },
      })
      await sender.refused(entry, error)
    }
  }
}
