import { redirect } from '@tanstack/react-router'
import { canUse, type GatedFeature } from '@contract/access'
import { sessionStore, isSignedIn } from './session-store'

/**
 * Route guards for `beforeLoad` (spec section 2). They read the stored session synchronously, so a
 * page never renders for someone it would send away.
 */

/** Public pages such as / and login: a signed-in person goes to the dashboard. */
export function requireGuest(): void {
  if (isSignedIn(sessionStore.getState())) throw redirect({ to: '/dashboard', replace: true })
}

/** The pages a flagged user must finish first, and which they are sent to from anywhere else. */
export function pendingTaskPath(user: { is_onboard: boolean; is_force_change_password: boolean }): string | null {
  if (user.is_onboard) return '/onboard' // onboarding sets the password too, so it comes first
  if (user.is_force_change_password) return '/settings'
  return null
}

/** Employee pages: a guest goes to /, a user with a pending task goes to it. */
export function requireUser(pathname: string): void {
  const auth = sessionStore.getState()
  if (!isSignedIn(auth)) throw redirect({ to: '/', replace: true })
  const taskPath = pendingTaskPath(auth.user)
  // `href` because those pages are added by later features; switch to `to` once they exist.
  if (taskPath && pathname !== taskPath) throw redirect({ href: taskPath, replace: true })
}

/** Pages open to some employment types only (contract/access.ts): the others get the 403 page. */
export function requireEmploymentType(feature: GatedFeature): () => void {
  return () => {
    if (!canUse(feature, sessionStore.getState().employmentType)) {
      // Redirects replace the refused entry; the mark tells the 403 page to go back one step, not two.
      throw redirect({ to: '/404', search: { status: 403 }, state: { replacedRefusedPage: true }, replace: true })
    }
  }
}
