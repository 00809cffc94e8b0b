import { isApiError } from '@/lib/api/api-error'
import { signedInPerson } from '@/lib/signed-in-person'
import { keepsAnswers } from './kept-answers-choice'

/** What an action that needs the server says while the page shows kept answers (docs/product/offline.md). */
export const NEEDS_CONNECTION = 'Needs a connection'

/** No answer came (offline, a dropped line, a timeout): not the server's "no". */
export function failedForTheNetwork(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http'
}

/** The signed-in person chose to keep their answers on this device. */
export function signedInPersonKeepsAnswers(): boolean {
  const person = signedInPerson.get()
  return person !== null && keepsAnswers(person)
}

/**
 * A read that failed for the network still shows the answer it holds, rather than an error, for a person who
 * keeps their answers (docs/product/offline.md#reading-offline); the shell's mark says how old it is.
 */
export function showsKeptAnswer(query: { data: unknown; error: unknown }): boolean {
  return query.data !== undefined && failedForTheNetwork(query.error) && signedInPersonKeepsAnswers()
}
