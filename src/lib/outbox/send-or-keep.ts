import { ApiError, isApiError } from '@/lib/api/api-error'
import { notify } from '@/lib/notify'
import type { OutboxEntry, OutboxKind } from './outbox-entry'

/**
 * The outbox's keeping (IndexedDB, Background Sync): not in what a page fetches ahead once idle, so a page
 * carries no outbox code until a form that can keep opens (docs/decisions/0068-outbox.md). That form
 * fetches it as it opens, while there is a line: once the line has dropped, code not yet here cannot
 * come (the installed app's worker holds it all).
 */
export const loadKeeping = () => import('./keep-request')

/**
 * Fetches, while there is a line, the keeping and the sending that sends what is kept once the line is
 * back. Chromium keeps an import that failed failed for the rest of the page's life, so code first asked
 * for after the line dropped would never come (docs/decisions/0068-outbox.md).
 */
export const fetchOutboxCode = (): void => {
  loadKeeping().catch(() => {})
  import('./outbox-sending').catch(() => {})
}

/** docs/product/offline.md#the-outbox: a form opened with no line, before the phone had the outbox's code. */
export const NOT_KEPT_MESSAGE =
  'No connection, and this phone could not keep the request. Try again when you are back online.'

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
    const keeping = await loadKeeping().catch(() => {
      notify.error(NOT_KEPT_MESSAGE)
      throw new ApiError({ status: 0, kind: 'network', message: NOT_KEPT_MESSAGE })
    })
    await keeping.keepRequest(kind, body, key, keptKey)
    void keeping.askForBackgroundSync()
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

/**
 * Keeps the edit of a kept request that the server refused, as the edit, not sent
 * (docs/product/offline.md#sending). Under the key it was opened with, which its open form still names.
 * The form shows the server's answer either way: past the limits, or without the outbox's code, the
 * earlier version stays kept.
 */
export async function keepRefusedEdit(
  kind: OutboxKind,
  body: object,
  keptKey: string,
  refusal: NonNullable<OutboxEntry['refusal']>,
): Promise<void> {
  const keeping = await loadKeeping().catch(() => undefined)
  await keeping?.keepRequest(kind, body, keptKey, keptKey, refusal).catch(() => undefined)
}
