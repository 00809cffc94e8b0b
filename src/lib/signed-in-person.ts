/**
 * Who is signed in on this device (their user id), or null: what the person's drafts and kept
 * requests belong to. src/lib may not import the session, so the app sets it on every sign-in and
 * sign-out (src/app/sync-with-auth.ts).
 */
let person: string | null = null
const listeners = new Set<() => void>()

export const signedInPerson = {
  get: (): string | null => person,
  set(next: string | null): void {
    if (next === person) return
    person = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
