import type { QueryClient } from '@tanstack/react-query'
import { api, apiBody } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { now } from '@/lib/clock'
import { notify } from '@/lib/notify'
import { signedInPerson } from '@/lib/signed-in-person'
import { restoreBody } from './kept-body'
import type { OutboxEntry, OutboxKind } from './outbox-entry'
import type { KeyedCall } from './send-or-keep'
import { sendOutbox } from './send-outbox'
import { OUTBOX_SYNC_MESSAGE } from './outbox-sync'

/** A write of the contract that takes an Idempotency-Key, as the API client calls it. */
type KeyedWrite<Body> = (args: { body: Body } & KeyedCall) => Promise<{ status: number; body: unknown }>

/** Sends a kept request through its write, with the key it was kept under; no answer is the outbox's to tell. */
const sendKeyed =
  <Body>(write: KeyedWrite<Body>) =>
  ({ body, key }: OutboxEntry) =>
    apiBody(write({ body: restoreBody<Body>(body), headers: { 'idempotency-key': key }, keepsWhenUnsent: true }))

/**
 * Each kind's write, the screens its answer changes, and where a refused one waits for the person: a
 * request in its list, to edit; the mood on the dashboard's mood meter (docs/product/offline.md#the-mood).
 */
const kinds: Record<
  OutboxKind,
  { noun: string; send: (entry: OutboxEntry) => Promise<unknown>; changes: readonly string[]; whereRefused: string }
> = {
  leave: {
    noun: 'Your leave request',
    send: sendKeyed(api.leave.create),
    changes: queryRoots.leave,
    whereRefused: 'Open it to change it.',
  },
  expense: {
    noun: 'Your expense request',
    send: sendKeyed(api.expense.create),
    changes: queryRoots.expense,
    whereRefused: 'Open it to change it.',
  },
  mood: {
    noun: 'Your mood',
    send: sendKeyed(api.mood.submit),
    changes: queryRoots.dashboard,
    whereRefused: 'The mood meter shows it.',
  },
}

/** What a kept request is called in its notices: 'Your leave request'. */
export const keptNoun = (kind: OutboxKind) => kinds[kind].noun

/**
 * Sends the signed-in person's kept requests now (docs/product/offline.md#sending): each answer
 * refreshes the screens it changes and says so; a refusal says so, leaves the request as a draft and
 * refreshes those screens too.
 */
export async function sendKeptRequests(queryClient: QueryClient): Promise<void> {
  const person = signedInPerson.get()
  if (person === null || (typeof navigator !== 'undefined' && navigator.onLine === false)) return
  await sendOutbox(person, {
    send: (entry) => kinds[entry.kind].send(entry),
    sent: async (entry) => {
      notify.success(`${keptNoun(entry.kind)}, kept on this phone, was sent.`)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: kinds[entry.kind].changes }),
        queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ])
    },
    refused: async (entry, error) => {
      notify.error(
        `${keptNoun(entry.kind)}, kept on this phone, was not accepted: ${error.message} ${kinds[entry.kind].whereRefused}`,
      )
      // What it was refused for may show there (a mood already shared for that day on another device).
      await queryClient.invalidateQueries({ queryKey: kinds[entry.kind].changes })
    },
    now,
  })
}

let started: { sendNow: () => void } | null = null

/**
 * From now on sends the kept requests whenever the line may be back (docs/product/offline.md#sending):
 * when the browser says it is online, when the tab is shown again, when the app worker passes on a
 * Background Sync, and every minute while any wait (a prepaid line can drop while the browser still says
 * online). One send runs at a time in this tab; the Web Lock keeps other tabs out. Gives back `sendNow`,
 * for a start or a sign-in with requests kept (src/app/kept-requests.ts).
 */
export function startSendingKeptRequests(queryClient: QueryClient): { sendNow: () => void } {
  if (started) return started
  let sending: Promise<void> | null = null
  const send = () => {
    if (document.visibilityState === 'hidden') return
    sending ??= sendKeptRequests(queryClient)
      .catch(() => undefined) // stays kept; the next trigger tries again
      .finally(() => {
        sending = null
      })
  }
  window.addEventListener('online', send)
  document.addEventListener('visibilitychange', send)
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === OUTBOX_SYNC_MESSAGE) send()
  })
  setInterval(send, 60_000)
  started = { sendNow: send }
  return started
}
