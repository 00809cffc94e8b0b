import { afterEach, beforeEach, vi } from 'vitest'
import type { PersonaKey } from '@mocks/seed/personas'
import { loginAs, type SignedIn } from '@mocks/test/login-as'
import { connectApi } from '@/app/connect-api'
import { queryClient } from '@/app/query-client'
import { shareSignedInPerson } from '@/app/sync-with-auth'
import { sessionStore } from '@/session/session-store'
import { followMockClock } from './follow-mock-clock'

/**
 * For route tests against the real mock: each test starts as the app does before anyone signs in (no
 * stored session, storage or cached data; the API connected; drafts owned by whoever signs in; the
 * app's clock on the mock's). Spies and stubbed globals are undone after each test.
 */
export function startEachTestSignedOut(): void {
  let stopFollowingClock = () => {}
  let stopSharingSignedInPerson = () => {}
  beforeEach(() => {
    stopSharingSignedInPerson = shareSignedInPerson()
    sessionStore.signOut()
    localStorage.clear()
    queryClient.clear()
    connectApi()
    stopFollowingClock = followMockClock()
  })
  afterEach(() => {
    stopFollowingClock()
    stopSharingSignedInPerson()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/**
 * Signs `persona` in through the mock's real endpoints and stores the session as a login would.
 * Returns the session, whose contract client acts as that person from outside the page.
 */
export async function signIn(persona: PersonaKey): Promise<SignedIn> {
  const session = await loginAs(persona)
  sessionStore.signIn({ user: session.user, token: session.token, userType: 'employee' })
  return session
}

/**
 * Each test starts signed in as `persona` (startEachTestSignedOut, then signIn). Returns the running
 * test's session.
 */
export function signInEachTest(persona: PersonaKey): () => SignedIn {
  let session: SignedIn | undefined
  startEachTestSignedOut()
  beforeEach(async () => {
    session = await signIn(persona)
  })
  return () => {
    if (!session) throw new Error('signInEachTest: the session exists only inside a test.')
    return session
  }
}
