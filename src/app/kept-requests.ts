import type { QueryClient } from '@tanstack/react-query'
import { keptCount, onOutboxChange } from '@/lib/outbox/outbox-changes'
import { signedInPerson } from '@/lib/signed-in-person'

/**
 * Loads the outbox's sending only once the signed-in person has something kept, so no page pays for
 * it otherwise (docs/decisions/0068-outbox.md); from then on it sends whenever the line may be back.
 */
export function sendKeptRequestsWhenAny(queryClient: QueryClient): void {
  let loading = false
  const check = (sendNow: boolean) => {
    const person = signedInPerson.get()
    if (loading || person === null || keptCount(person) === 0) return
    loading = true
    void import('@/lib/outbox/outbox-sending').then(
      ({ startSendingKeptRequests }) => startSendingKeptRequests(queryClient, { sendNow }),
      () => {
        loading = false // the chunk did not load (offline on a first visit): the next change tries again
      },
    )
  }
  // A sign-in is a start for that person; a request just kept has just failed to send.
  signedInPerson.subscribe(() => check(true))
  onOutboxChange(() => check(false))
  // The sending's code may not have come while the line was down: the line's return loads it.
  window.addEventListener('online', () => check(true))
  check(true)
}
