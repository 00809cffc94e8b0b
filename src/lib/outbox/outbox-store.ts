import { createStore, del, entries, get, set } from 'idb-keyval'
import { OUTBOX_MAX_ENTRIES, OUTBOX_MAX_FILE_BYTES, OutboxFullError, type OutboxEntry } from './outbox-entry'
import { announceOutboxChange } from './outbox-changes'

/**
 * The outbox in the device's IndexedDB, one entry per kept request, keyed by its Idempotency-Key.
 * IndexedDB outlives a reload, a closed tab and a restarted phone; idb-keyval is the small wrapper the
 * mock's file store already uses.
 */
let opened: ReturnType<typeof createStore> | null = null
const store = () => (opened ??= createStore('empleo-outbox', 'entries'))

/** The person's kept requests, oldest first: the order they are sent in. */
export async function outboxOf(person: string): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(store())
  return all
    .map(([, entry]) => entry)
    .filter((entry) => entry.person === person)
    .sort((a, b) => a.keptAt - b.keptAt)
}

export async function outboxEntry(key: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(key, store())
}

/**
 * Keeps a new request, or one the person edited in place of the one it `replaces` (by default, its own
 * key); refuses past the person's limits. The new one is written before the old one goes, so the count
 * never passes through zero and a list open on it stays.
 */
export async function keepInOutbox(entry: OutboxEntry, replaces: string = entry.key): Promise<void> {
  const others = (await outboxOf(entry.person)).filter((kept) => kept.key !== entry.key && kept.key !== replaces)
  if (others.length >= OUTBOX_MAX_ENTRIES)
    throw new OutboxFullError(
      `This phone already holds ${OUTBOX_MAX_ENTRIES} requests waiting to send. Send or discard some first.`,
    )
  const fileBytes = others.reduce((sum, kept) => sum + kept.fileBytes, entry.fileBytes)
  if (fileBytes > OUTBOX_MAX_FILE_BYTES)
    throw new OutboxFullError(
      'The requests waiting on this phone already hold 50 MB of files. Send or discard some first.',
    )
  await set(entry.key, entry, store())
  if (replaces !== entry.key) await del(replaces, store())
  announceOutboxChange(entry.person, others.length + 1)
}

/** Takes a request out: sent, or discarded by the person. */
export async function removeFromOutbox(key: string): Promise<void> {
  const entry = await outboxEntry(key)
  if (!entry) return
  await del(key, store())
  announceOutboxChange(entry.person, (await outboxOf(entry.person)).length)
}

/** Every trace of the person's outbox, when they sign out and choose to discard it. */
export async function clearOutbox(person: string): Promise<void> {
  const kept = await outboxOf(person)
  await Promise.all(kept.map((entry) => del(entry.key, store())))
  announceOutboxChange(person, 0)
}
