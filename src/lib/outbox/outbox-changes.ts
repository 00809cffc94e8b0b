/**
 * How every tab learns that a person's outbox changed, and what a page's first load may read without
 * loading the outbox: the count of kept requests, mirrored in localStorage. A page loads the outbox's
 * code only when that count is above zero (docs/decisions/0068-outbox.md).
 */
type Listener = (person: string) => void

const CHANNEL = 'empleo-outbox'
const COUNT_PREFIX = 'empleo.outbox.'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null = null

const countKey = (person: string) => `${COUNT_PREFIX}${person}`

const tell = (person: string) => {
  for (const listener of listeners) listener(person)
}

let hearing = false

/**
 * Another tab's change comes two ways, in no set order: its message, and its count reaching this tab's
 * localStorage. The message tells of changes that keep the count (an edit); the storage event tells when
 * the count has arrived, which may be after the message, whose listeners then read the old count.
 */
function hearOtherTabs(): BroadcastChannel | null {
  if (!hearing && typeof window !== 'undefined') {
    hearing = true
    window.addEventListener('storage', (event) => {
      if (event.key?.startsWith(COUNT_PREFIX)) tell(event.key.slice(COUNT_PREFIX.length))
    })
  }
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ person: string }>) => tell(event.data.person)
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
  hearOtherTabs()?.postMessage({ person })
  tell(person)
}

/** Runs `listener` whenever any tab changes an outbox; gives back the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  hearOtherTabs()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
