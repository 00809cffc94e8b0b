import { isApiError } from '@/lib/api/api-error'
import { now } from '@/lib/clock'
import { signedInPerson } from '@/lib/signed-in-person'
import { keepBody } from './kept-body'
import type { OutboxKind } from './outbox-entry'
import { keepInOutbox, outboxEntry } from './outbox-store'
import { askForBackgroundSync } from './outbox-sync'

/**
 * Keeps a write that got no answer, under its Idempotency-Key, for the signed-in person: a new one, or
 * an edit of one already kept (`keptKey`), which takes its place in the order. Rejects with
 * OutboxFullError past the limits (docs/product/offline.md#limits).
 */
export async function keepRequest(kind: OutboxKind, body: object, key: string, keptKey = key): Promise<void> {
  const person = signedInPerson.get()
  if (person === null) throw new Error('Only a signed-in person has an outbox.')
  const [kept, earlier] = await Promise.all([keepBody(body), outboxEntry(keptKey)])
  await keepInOutbox(
    {
      key,
      person,
      kind,
      body: kept.body,
      fileBytes: kept.fileBytes,
      keptAt: earlier?.keptAt ?? now(),
      state: 'waiting',
      ...(earlier?.confirmedAt === undefined ? {} : { confirmedAt: earlier.confirmedAt }),
    },
    keptKey,
  )
}

/** A write the outbox can keep, as its caller gives it: its body, its key, and the kept one it edits. */
export type KeepableWrite = { body: object; key: string; keptKey?: string }

/** How a keepable write is sent: with its key, and without the app's "no connection" toast. */
export type KeyedCall = { headers: { 'idempotency-key': string }; keepsWhenUnsent: true }

/** What sending did: the server's answer, or, with no line, the write kept on this phone. */
export type SentOrKept<Answer> = { sent: Answer } | { kept: true }

/**
 * Sends a write of `kind` with its Idempotency-Key; one made while the browser says it is offline is
 * kept without a try, and one that gets no answer is kept after it. An answer, a refusal too, is
 * the server's and is the caller's (docs/product/offline.md#the-outbox).
 */
export async function sendOrKeep<Answer>(
  kind: OutboxKind,
  { body, key, keptKey }: KeepableWrite,
  send: (call: KeyedCall) => Promise<Answer>,
): Promise<SentOrKept<Answer>> {
  const keep = async () => {
    await keepRequest(kind, body, key, keptKey)
    void askForBackgroundSync()
    return { kept: true } as const
  }
  if (navigator.onLine === false) return keep()
  try {
    return { sent: await send({ headers: { 'idempotency-key': key }, keepsWhenUnsent: true }) }
  } catch (error) {
    if (isApiError(error) && error.kind !== 'http') return keep()
    throw error
  }
}
