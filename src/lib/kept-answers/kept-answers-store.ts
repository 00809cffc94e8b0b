import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set } from 'idb-keyval'

/**
 * The person's kept answers in the device's IndexedDB (docs/decisions/0071-kept-answers.md): one entry
 * per person, their query cache as TanStack Query dehydrates it. Its own database, apart from the outbox's.
 */
let opened: ReturnType<typeof createStore> | null = null
const store = () => (opened ??= createStore('empleo-answers', 'answers'))

/** Written at most once a second: a page's answers come in a burst. */
const WRITE_EVERY_MS = 1000

export type AnswersPersister = Persister & {
  /** Drops a write still waiting, so nothing is written once the keeping has stopped. */
  stop: () => void
}

/** The person's entry as a persister; `stopped` says the keeping ended while a read was under way. */
export function answersPersister(person: string, stopped: () => boolean): AnswersPersister {
  let waiting: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const write = () => {
    timer = null
    const client = waiting
    waiting = null
    if (client && !stopped()) void set(person, client, store()).catch(() => {})
  }
  return {
    persistClient(client) {
      waiting = client
      timer ??= setTimeout(write, WRITE_EVERY_MS)
    },
    async restoreClient() {
      const client = await get<PersistedClient>(person, store())
      return stopped() ? undefined : client
    },
    removeClient: () => del(person, store()),
    stop() {
      if (timer !== null) clearTimeout(timer)
      timer = null
      waiting = null
    },
  }
}

/** Deletes what is kept for the person: turning the choice off, or a chosen Sign Out. */
export function deleteKeptAnswers(person: string): Promise<void> {
  return del(person, store())
}

/** What is kept for the person, for tests and the choice's checks. */
export function keptAnswersOf(person: string): Promise<PersistedClient | undefined> {
  return get<PersistedClient>(person, store())
}
