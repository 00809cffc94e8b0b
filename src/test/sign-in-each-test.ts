import { afterEach, beforeEach, vi } from 'vitest'
import type { PersonaKey } from '@mocks/seed/personas'
import { loginAs, type SignedIn } from '@mocks/test/login-as'
import { connectApi } from '@/app/connect-api'
import { queryClient } from '@/app/query-client'
import { shareDraftOwner } from '@/app/sync-with-auth'
import { sessionStore } from '@/session/session-store'
import { followMockClock } from './follow-mock-clock'

/**
 * For route tests against the real mock: each test starts as the app does after a login (no stored
 * session, storage or cached data before it; the API connected; drafts owned by whoever is signed in;
 * the app's clock on the mock's), with `persona` logged in. Returns the running test's session, whose
 * contract client acts as that person from outside the page.
 */
export function signInEachTest(persona: PersonaKey): () => SignedIn {
  let session: SignedIn | undefined
  let stopFollowingClock = () => {}
  let stopSharingDraftOwner = () => {}
  beforeEach(async () => {
    stopSharingDraftOwner = shareDraftOwner()
    sessionStore.signOut()
    localStorage.clear()
    queryClient.clear()
    connectApi()
    stopFollowingClock = followMockClock()
    session = await loginAs(persona)
    sessionStore.signIn({ user: session.user, token: session.token, userType: 'employee' })
  })
  afterEach(() => {
    stopFollowingClock()
    stopSharingDraftOwner()
    vi.restoreAllMocks()
  })
  return () => {
    if (!session) throw new Error('signInEachTest: the session exists only inside a test.')
    return session
  }
}
