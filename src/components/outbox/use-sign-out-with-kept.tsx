import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import { useKeptCount } from '@/lib/outbox/use-kept-count'
import { signedInPerson } from '@/lib/signed-in-person'

// Off every page's first load; fetched once something waits, while there may still be a line.
const dialogPart = lazyPart(() => import('./sign-out-with-kept-dialog').then((module) => module.SignOutWithKeptDialog))

/**
 * The chosen Sign Out, which first asks what to do with requests still waiting on this phone
 * (docs/product/offline.md#signing-out). Without any, it signs out at once. Render `dialog`.
 */
export function useSignOutWithKept(signOut: () => Promise<void>): { signOut: () => Promise<void>; dialog: ReactNode } {
  const count = useKeptCount()
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    if (count > 0) void dialogPart.preload()
  }, [count])
  const signOutAsking = async () => {
    if (count === 0) return signOut()
    setAsking(true)
  }
  const signOutChoosing = async (discard: boolean) => {
    const person = signedInPerson.get()
    if (discard && person !== null) await (await import('@/lib/outbox/outbox-store')).clearOutbox(person)
    await signOut()
  }
  const Dialog = dialogPart.Component
  const dialog = asking ? (
    <Suspense fallback={null}>
      <Dialog count={count} onClose={() => setAsking(false)} onSignOut={signOutChoosing} />
    </Suspense>
  ) : null
  return { signOut: signOutAsking, dialog }
}
