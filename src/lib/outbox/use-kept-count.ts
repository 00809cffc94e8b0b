import { useSyncExternalStore } from 'react'
import { keptCount, onOutboxChange } from './outbox-changes'
import { signedInPerson } from '@/lib/signed-in-person'

const subscribe = (listener: () => void) => {
  const fromOwner = signedInPerson.subscribe(listener)
  const fromChanges = onOutboxChange(listener)
  return () => {
    fromOwner()
    fromChanges()
  }
}

const snapshot = () => {
  const person = signedInPerson.get()
  return person === null ? 0 : keptCount(person)
}

/**
 * How many requests of the signed-in person this device keeps, in every tab as it changes. It reads
 * a number, so the shell and the dashboard show it without loading the outbox.
 */
export function useKeptCount(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0)
}
