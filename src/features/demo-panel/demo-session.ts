import type { Session, User } from '@contract/user'

/**
 * What the panel needs of the app's session, handed in by src/main.tsx: features never import each
 * other, so the panel does not know how the auth feature stores a session or where a sign-in leads.
 */
export type DemoSession = {
  currentUser: () => User | null
  /** Calls `listener` whenever the signed-in user changes. */
  subscribe: (listener: () => void) => () => void
  /** Starts a session the API answered, and goes where the app sends such a user. */
  signIn: (session: Session) => void
  /** Ends the current session in this browser. */
  signOut: () => void
}
