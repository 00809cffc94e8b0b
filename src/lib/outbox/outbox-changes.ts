/**
 * How every tab learns that a person's outbox changed, and what a page's first load may read without
 * loading the outbox: the count of kept requests, mirrored in localStorage. A page loads the outbox's
 * code only when that count is above zero (docs/decisions/0068-outbox.md).
 */
type Listener = (person: string) => void

const CHANNEL = 'empleo-outbox'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null = null

const countKey = (person: string) => `empleo.outbox.${person}`

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ person: string }>) => {
    for (const listener of listeners) listener(event.data.person)
  }
  return channel
}

/** How many requests of the person this device keeps: read on every page, so it loads nothing. */
export function keptCount(person: string): number {
  try {
    return Number(localStorage.getItem(countKey(person)) ?? 0) || 0
  } catch {
    return 0 // storage refused (a private window's quota): the outbox then says so when it keeps
  }
}

/** Called by the store after each change: this tab and every other one hear it. */
export function announceOutboxChange(person: string, count: number): void {
  try {
    if (count === 0) localStorage.removeItem(countKey(person))
    else localStorage.setItem(countKey(person), String(count))
  } catch {
    // The count is a hint for loading; the outbox itself is in IndexedDB.
  }
  openChannel()?.postMessage({ person })
  for (const listener of listeners) listener(person)
}

/** Runs `listener` whenever any tab changes an outbox; gives back the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  openChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
