import type { FieldErrors } from '@contract/envelope'
import type { ApiError } from '@/lib/api/api-error'
import type { KeptBody } from './kept-body'

/** What the outbox can keep: the writes a person makes on the move (docs/product/offline.md#the-outbox). */
export type OutboxKind = 'leave' | 'expense' | 'mood'

/**
 * One request kept on the device until it is sent. `key` is its Idempotency-Key, made when it was
 * first kept and sent with every try, so an answer lost on the way never makes a second record.
 */
export type OutboxEntry = {
  readonly key: string
  /** The person who made it: it is only ever sent under their own session. */
  readonly person: string
  readonly kind: OutboxKind
  readonly body: KeptBody
  /** The bytes of its files, counted against the person's limit. */
  readonly fileBytes: number
  /** When it was first kept, on this device's clock: the order of sending, and its age. */
  readonly keptAt: number
  /** `refused`: the server said no when it was sent; it waits as a draft with the server's answer. */
  readonly state: 'waiting' | 'refused'
  readonly refusal?: { message: string; fieldErrors: FieldErrors }
  /** Set when the person confirms an entry older than `OUTBOX_REVIEW_AFTER_MS`. */
  readonly confirmedAt?: number
}

/** docs/product/offline.md#limits */
export const OUTBOX_MAX_ENTRIES = 20
export const OUTBOX_MAX_FILE_BYTES = 50 * 1024 * 1024
export const OUTBOX_REVIEW_AFTER_MS = 30 * 24 * 60 * 60 * 1000

/** A request kept longer than 30 days is not sent until the person looks at it again. */
export const needsReview = (entry: OutboxEntry, now: number) =>
  entry.confirmedAt === undefined && now - entry.keptAt > OUTBOX_REVIEW_AFTER_MS

/**
 * Whether the answer says "try again later" rather than "no": no answer at all, a server error, a
 * limit, or a 401 (the session ended: the outbox waits for the same person's next sign-in).
 */
export const isWorthRetrying = (error: ApiError) =>
  error.kind !== 'http' || error.status === 401 || error.status === 429 || error.status >= 500

/**
 * A request kept on the device, as its form reopens it to edit: its body as the form takes it, files
 * restored (restoreBody), so the form itself carries no outbox code until something is kept.
 */
export type KeptRequest = Pick<OutboxEntry, 'key' | 'refusal'> & { body: object }

/** What a form says when what was filed is kept for want of a line (docs/product/offline.md#the-outbox). */
export const KEPT_MESSAGE = 'No connection: kept on this phone. It will be sent when you are back online.'

/** The limits, worded for the person (docs/product/offline.md#limits). */
export class OutboxFullError extends Error {
  override name = 'OutboxFullError'
}

/** Without importing the store: the forms tell this refusal apart from the server's. */
export const isOutboxFull = (error: unknown): error is OutboxFullError =>
  error instanceof Error && error.name === 'OutboxFullError'

/**
 * A new Idempotency-Key: a random (version 4) UUID. `crypto.randomUUID` exists only on HTTPS and
 * localhost; a demo opened from a laptop's address on the LAN has only `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
