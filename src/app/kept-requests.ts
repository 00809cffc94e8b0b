import type { QueryClient } from '@tanstack/react-query'
import { keptCount, onOutboxChange } from '@/lib/outbox/outbox-changes'
import { signedInPerson } from '@/lib/signed-in-person'

type Sender = { sendNow: () => void }

/**
 * Loads the outbox's sending only once the signed-in person has something kept, so no page pays for
 * it otherwise (docs/decisions/0068-outbox.md); from then on it sends whenever the line may be back.
 */
export function sendKeptRequestsWhenAny(queryClient: QueryClient): void {
  let sender: Promise<Sender> | null = null
  const load = () =>
    (sender ??= import('@/lib/outbox/outbox-sending').then(
      ({ startSendingKeptRequests }) => startSendingKeptRequests(queryClient),
      (error: unknown) => {
        sender = null // the chunk did not come: the next sign of a line tries again
        throw error
      },
    ))
  const check = (sendNow: boolean) => {
    const person = signedInPerson.get()
    if (person === null || keptCount(person) === 0) return
    // Chromium keeps an import that failed failed for the page's life: asked for offline, the sender
    // would never come. The line's return asks (docs/decisions/0068-outbox.md).
    if (navigator.onLine === false) return
    void load().then(
      (loaded) => sendNow && loaded.sendNow(),
      () => {},
    )
  }
  // A sign-in, a start and the line's return send at once; a request just kept has just failed to send.
  signedInPerson.subscribe(() => check(true))
  onOutboxChange(() => check(false))
  window.addEventListener('online', () => check(true))
  check(true)
}
