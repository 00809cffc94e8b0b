import { sessionStore } from './session-store'

/**
 * Reads the signed-in user again from /auth/me and stores it, after a change the server made to the
 * user that its answer does not carry (the name and photo that onboarding's personal information
 * sets, the flag its last step clears). Resolves whether it could or not: on a failure the stored
 * user stays as it was until the next session check, and the API client has said what went wrong.
 */
export async function reloadSignedInUser(): Promise<boolean> {
  const before = sessionStore.getState()
  if (before.token === null || before.user === null) return false
  // Like session-check: the API client is not part of the session's first load.
  const { api, apiData } = await import('@/lib/api')
  try {
    const { user } = await apiData(api.auth.me())
    // The person may have signed out, or another may have signed in, while the answer was on its way.
    const current = sessionStore.getState()
    if (current.token === null || current.user?.id !== user.id) return false
    sessionStore.updateUser(user)
    return true
  } catch {
    return false
  }
}
