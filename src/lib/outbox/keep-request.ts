import { now } from '@/lib/clock'
import { signedInPerson } from '@/lib/signed-in-person'
import { keepBody } from './kept-body'
import type { OutboxEntry, OutboxKind } from './outbox-entry'
import { keepInOutbox, outboxEntry } from './outbox-store'

// Loaded with the keeping (send-or-keep.ts): Background Sync is asked for once a request is kept.
export { askForBackgroundSync } from './outbox-sync'

/**
 * Keeps a write that got no answer, under its Idempotency-Key, for the signed-in person: a new one, or
 * an edit of one already kept (`keptKey`), which takes its place in the order. With the server's
 * `refusal`, it is kept as not sent (docs/product/offline.md#sending). Rejects with OutboxFullError past
 * the limits (docs/product/offline.md#limits).
 */
export async function keepRequest(
  kind: OutboxKind,
  body: object,
  key: string,
  keptKey = key,
  refusal?: OutboxEntry['refusal'],
): Promise<void> {
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
      state: refusal ? 'refused' : 'waiting',
      ...(refusal ? { refusal } : {}),
      ...(earlier?.confirmedAt === undefined ? {} : { confirmedAt: earlier.confirmedAt }),
    },
    keptKey,
  )
}
