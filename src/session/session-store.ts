import type { Session, User } from '@contract/user'
import { SESSION_STORAGE_KEY, loadStoredSession, saveStoredSession, type StoredSession } from './stored-session'
import { clearProfileCookie, readProfileCookie, writeProfileCookie } from './profile-cookies'
import { clearSharedActivity } from './shared-activity'

export type SessionState = StoredSession & {
  /** Why the last session was ended by the app (deactivation, expiry...), for the landing page to show. */
  logoutReason: string | null
}

const signedOut: StoredSession = { user: null, token: null, timeRemaining: null, employmentType: null, userType: null }

/**
 * Local storage first; failing that, the employee_profile cookie the admin application leaves on
 * the parent domain when an admin switches to the employee side.
 */
function readStoredSession(): StoredSession {
  // The build prerenders the landing page in Node, with no storage and no cookies: a guest.
  if (typeof document === 'undefined') return signedOut
  const stored = loadStoredSession()
  if (stored) return stored
  const cookie = readProfileCookie('employee_profile')
  if (!cookie) return signedOut
  return {
    user: cookie.user,
    token: cookie.token,
    timeRemaining: null,
    employmentType: cookie.user.employment_type,
    userType: 'employee',
  }
}

let state: SessionState = { ...readStoredSession(), logoutReason: null }
const listeners = new Set<() => void>()
const otherTabListeners = new Set<() => void>()

function persist(next: StoredSession): void {
  state = { ...next, logoutReason: state.logoutReason }
  saveStoredSession(next)
  if (next.user && next.token && next.userType === 'employee') {
    writeProfileCookie('employee_profile', { user: next.user, token: next.token })
  }
  listeners.forEach((listener) => listener())
}

/** Takes up what another tab stored (a sign-in, a sign-out, a refreshed token), as this tab's own state. */
function adoptStored(stored: StoredSession | null): void {
  state = { ...(stored ?? signedOut), logoutReason: null }
  listeners.forEach((listener) => listener())
  otherTabListeners.forEach((listener) => listener())
}

function persisted(): StoredSession {
  const { logoutReason: _, ...rest } = state
  return rest
}

export const sessionStore = {
  /** Synchronous, so route guards can decide before anything renders. */
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Called when another tab signs in or out, so this tab can re-run its route guards. */
  onChangeFromAnotherTab(listener: () => void): () => void {
    otherTabListeners.add(listener)
    return () => otherTabListeners.delete(listener)
  },

  /**
   * Stores a started session. An admin only gets the admin_profile cookie: the admin application
   * owns that session, and this app sends the browser there.
   */
  signIn(session: Session): void {
    if (session.userType === 'admin') {
      writeProfileCookie('admin_profile', { user: session.user, token: session.token })
      return
    }
    state = { ...state, logoutReason: null }
    persist({
      user: session.user,
      token: session.token,
      timeRemaining: null,
      employmentType: session.user.employment_type,
      userType: 'employee',
    })
  },

  /** A refreshed access token; the cookie follows so the admin application sees it too. */
  updateToken(token: string): void {
    persist({ ...persisted(), token })
  },

  /** Fresh data from /auth/me. */
  updateUser(user: User): void {
    persist({ ...persisted(), user, employmentType: user.employment_type })
  },

  setTimeRemaining(timeRemaining: number | null): void {
    persist({ ...persisted(), timeRemaining })
  },

  /**
   * Clears the persisted session (user, token, the idle warning's time remaining), the employee
   * cookie and the shared last-activity instant; `reason` is kept for the next screen.
   */
  signOut(reason: string | null = null): void {
    saveStoredSession(null)
    clearProfileCookie('employee_profile')
    clearSharedActivity()
    state = { ...signedOut, logoutReason: reason }
    listeners.forEach((listener) => listener())
  },

  /**
   * Takes up a token another tab stored a moment ago (its refresh), before that tab's storage event
   * reached this one: the event adopts it the same way when it comes.
   */
  adoptTokenOfAnotherTab(): void {
    const stored = loadStoredSession()
    if (stored?.token && stored.token !== state.token) adoptStored(stored)
  },

  clearLogoutReason(): void {
    if (state.logoutReason === null) return
    state = { ...state, logoutReason: null }
    listeners.forEach((listener) => listener())
  },
}

export function isSignedIn(auth: SessionState): auth is SessionState & { user: User; token: string } {
  return auth.user !== null && auth.token !== null
}

// Another tab wrote the session: adopt it, so a logout there is a logout here
// (docs/product/quality-targets.md#reliability).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    adoptStored(loadStoredSession())
  })
}
