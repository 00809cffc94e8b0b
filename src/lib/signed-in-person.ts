import { observableValue } from './observable-value'

/**
 * Who is signed in on this device (their user id), or null: what the person's drafts and kept
 * requests belong to. src/lib may not import the session, so the app sets it on every sign-in and
 * sign-out (src/app/sync-with-auth.ts).
 */
export const signedInPerson = observableValue<string | null>(null)
