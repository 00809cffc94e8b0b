import type { QueryClient } from '@tanstack/react-query'
import { keepsAnswers, onKeepAnswersChoice } from '@/lib/kept-answers/kept-answers-choice'
import { signedInPerson } from '@/lib/signed-in-person'

type Keeping = { person: string; stopped: boolean; stop: (() => void) | null }

let keeping: Keeping | null = null
let restored: Promise<void> = Promise.resolve()

/**
 * Settles once the signed-in person's kept answers are back in the cache (at once for a person who keeps none):
 * the signed-in layout waits for it, so a page opened offline finds them (docs/product/offline.md#reading-offline).
 */
export function keptAnswersRestored(): Promise<void> {
  return restored
}

/**
 * Keeps the signed-in person's answers on this device while they chose it, and stops at their sign-out or when
 * they turn it off. The keeping's code (the persister, idb-keyval) loads only for a person who chose it, so no
 * page pays for it otherwise (docs/decisions/0071-kept-answers.md).
 */
export function keepAnswersWhenChosen(queryClient: QueryClient): void {
  const update = () => {
    const person = signedInPerson.get()
    const wanted = person !== null && keepsAnswers(person) ? person : null
    if (keeping?.person === wanted || (keeping === null && wanted === null)) return
    if (keeping) {
      // Stopped before the sign-out clears the cache: an emptied cache is never written over what is kept.
      keeping.stopped = true
      keeping.stop?.()
      keeping = null
    }
    if (wanted === null) {
      restored = Promise.resolve()
      return
    }
    const next: Keeping = { person: wanted, stopped: false, stop: null }
    keeping = next
    restored = import('@/lib/kept-answers/keep-answers')
      .then(({ startKeepingAnswers }) => startKeepingAnswers(queryClient, wanted, () => next.stopped))
      .then(
        (stop) => {
          if (next.stopped) stop()
          else next.stop = stop
        },
        () => {
          // The chunk did not come (no line, no app worker): the page reads from the server as without the choice.
          if (keeping === next) keeping = null
        },
      )
  }
  signedInPerson.subscribe(update)
  onKeepAnswersChoice(update)
  update()
}
