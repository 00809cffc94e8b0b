import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS, idempotencyKeyOf } from '@contract/idempotency'
import type { AppRoute } from '@ts-rest/core'
import { nowMs } from '../clock'
import { sha256Hex, sha256HexOfBytes } from '../crypto'
import { db } from '../db'

/**
 * The Idempotency-Key of the IETF draft "The Idempotency-Key HTTP Header Field", on the routes whose
 * contract declares it (docs/decisions/0067-idempotency-keys.md). Per person: the same
 * key with the same body answers the kept answer again and changes nothing; with another body, 422;
 * while the first is still being processed, 409; a value that is not a UUID, 400. A key is kept
 * IDEMPOTENCY_KEY_HOURS hours on the mock's clock, then forgotten.
 */

export const IDEMPOTENCY_KEY_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000

export const MALFORMED_KEY_MESSAGE =
  'The Idempotency-Key must be a UUID, such as 6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c, made once for the request and sent unchanged with every retry.'
export const KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Send it again once it has been answered.'
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a request with other content. Send a new request with a new key.'

export type SentKey = { sent: false } | { sent: true; key: string } | { sent: true; key: null }

/** The key the request carries: none, a UUID (lower case, without the Structured Field quotes), or a malformed one. */
export function sentKey(request: Request): SentKey {
  const value = request.headers.get(IDEMPOTENCY_KEY_HEADER)
  return value === null ? { sent: false } : { sent: true, key: idempotencyKeyOf(value) }
}

/** Whether a request carries a key: its own rule then decides what a repeat is, not the double-submit window. */
export const carriesIdempotencyKey = (request: Request): boolean => request.headers.has(IDEMPOTENCY_KEY_HEADER)

/**
 * What "the same body" means. A multipart body is judged by what it says, not its bytes (each send
 * draws a new boundary): the decoded fields, and each file's name, type and a digest of its bytes; the
 * method and path come with it, so a key sent to another route is another body.
 */
async function described(value: unknown): Promise<unknown> {
  if (value instanceof Blob)
    return {
      file: value instanceof File ? value.name : '',
      type: value.type,
      sha256: await sha256HexOfBytes(await value.arrayBuffer()),
    }
  if (Array.isArray(value)) return Promise.all(value.map(described))
  if (value !== null && typeof value === 'object')
    return Promise.all(
      Object.keys(value)
        .sort()
        .map(async (key) => [key, await described((value as Record<string, unknown>)[key])]),
    )
  return value
}

export async function requestFingerprint(route: AppRoute, request: Request, body: unknown): Promise<string> {
  return sha256Hex(JSON.stringify([route.method, new URL(request.url).pathname, await described(body)]))
}

// ---- the first request still on its way --------------------------------------------------------------

const inFlight = new Map<string, number>()

/**
 * Marks a request with a key as being processed from its arrival, before it waits for the writes
 * ahead of it (mocks/db/transaction.ts): `concurrent` says an earlier one with the same key and the
 * same credentials is still being processed. Call `leave` once it is answered.
 */
export function arrive(request: Request): { concurrent: boolean; leave: () => void } {
  const key = sentKey(request)
  if (!key.sent || key.key === null) return { concurrent: false, leave: () => {} }
  const id = `${request.headers.get('authorization') ?? ''}\n${key.key}`
  const earlier = inFlight.get(id) ?? 0
  inFlight.set(id, earlier + 1)
  let left = false
  return {
    concurrent: earlier > 0,
    leave: () => {
      if (left) return
      left = true
      const remaining = (inFlight.get(id) ?? 1) - 1
      if (remaining > 0) inFlight.set(id, remaining)
      else inFlight.delete(id)
    },
  }
}

// ---- the kept answers -------------------------------------------------------------------------------

export type KeptAnswer = { fingerprint: string; status: number; headers: Record<string, string>; body: unknown }

function forgetExpired(): void {
  const cutoff = nowMs() - IDEMPOTENCY_KEY_MS
  db.idempotency_key.deleteMany({ where: { created_ms: { lte: cutoff } } })
}

function parsedHeaders(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** The answer kept for the person's key, or null: never sent, or sent more than 24 hours ago. */
export function keptAnswer(userId: number, key: string): KeptAnswer | null {
  forgetExpired()
  const row = db.idempotency_key.findFirst({ where: { user_id: { equals: userId }, key: { equals: key } } })
  if (!row) return null
  return {
    fingerprint: row.fingerprint,
    status: row.status,
    headers: parsedHeaders(row.headers),
    body: JSON.parse(row.body) as unknown,
  }
}

/**
 * An answer the request really got is kept: a success, or a refusal of what it asked. A 5xx changed
 * nothing (it is undone) and a 429 was not looked at, so a retry of either runs afresh.
 */
export const isKeptStatus = (status: number): boolean => status < 500 && status !== 429

export function keepAnswer(
  userId: number,
  key: string,
  fingerprint: string,
  answer: { status: number; headers?: Record<string, string>; body: unknown },
): void {
  db.idempotency_key.create({
    user_id: userId,
    key,
    fingerprint,
    status: answer.status,
    headers: JSON.stringify(answer.headers ?? {}),
    body: JSON.stringify(answer.body),
    created_ms: nowMs(),
  })
}
