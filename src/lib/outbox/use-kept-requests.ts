import { useEffect, useState } from 'react'
import { signedInPerson } from '@/lib/signed-in-person'
import type { OutboxEntry, OutboxKind } from './outbox-entry'
import { onOutboxChange } from './outbox-changes'
import { outboxOf } from './outbox-store'

/**
 * The signed-in person's requests of `kind` kept on this phone, oldest first, as any tab changes them;
 * null until read.
 */
export function useKeptRequests(kind: OutboxKind): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null)
  useEffect(() => {
    let current = true
    const read = () => {
      const person = signedInPerson.get()
      if (person === null) return setEntries([])
      void outboxOf(person).then(
        (all) => current && setEntries(all.filter((entry) => entry.kind === kind)),
        () => current && setEntries([]),
      )
    }
    read()
    const stop = onOutboxChange(read)
    return () => {
      current = false
      stop()
    }
  }, [kind])
  return entries
}
