import type { Query, QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import { queryRoots } from '@/lib/api/query-roots'
import { isKeptAnswer } from './kept-answer-keys'
import { answersPersister } from './kept-answers-store'

/**
 * A week, as for a form's draft: an answer older than that says more about the past than about today. It is also
 * the cache's time for them, which a timer holds: past 24.8 days a browser's timer would fire at once.
 */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000
/** Raised when the shape of what is kept changes, so an older entry is dropped rather than misread. */
const BUSTER = 'answers-1'

const persistOptions = {
  buster: BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isKeptAnswer(query.queryKey),
    shouldDehydrateMutation: () => false,
  },
}

/**
 * Keeps the person's answers (docs/decisions/0071-kept-answers.md): first puts back what was kept, then
 * writes the kept answers as they change. `stopped` says the person signed out or turned it off meanwhile.
 * Gives back the stop, which drops a write still waiting.
 */
export async function startKeepingAnswers(
  queryClient: QueryClient,
  person: string,
  stopped: () => boolean,
): Promise<() => void> {
  const persister = answersPersister(person, stopped)
  // A kept answer outlives the cache's five minutes: it is what a page shows offline later.
  const keptRoots = Object.values(queryRoots).filter(isKeptAnswer)
  const setKeptFor = (gcTime?: number) => {
    for (const root of keptRoots) queryClient.setQueryDefaults(root, gcTime === undefined ? {} : { gcTime })
  }
  setKeptFor(KEPT_FOR_MS)
  await persistQueryClientRestore({ queryClient, persister, maxAge: KEPT_FOR_MS, buster: BUSTER })
  if (stopped()) {
    setKeptFor()
    return () => {}
  }
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, ...persistOptions })
  // What this visit already read is kept at once, not with the next answer.
  void persistQueryClientSave({ queryClient, persister, ...persistOptions })
  return () => {
    unsubscribe()
    persister.stop()
    setKeptFor()
  }
}
