import { notFound, redirect } from '@tanstack/react-router'
import { canUse, type GatedFeature } from '@contract/access'
import type { EmploymentType } from '@contract/user-options'
import { sessionStore, isSignedIn } from './session-store'

/**
 * Route guards for `beforeLoad` (docs/product/screens-and-routes.md#redirect-rules). They read the stored session
 * synchronously, so a page never renders for someone it would send away.
 */

/** Public pages such as / and login: a signed-in person goes to the dashboard. */
export function requireGuest(): void {
  if (isSignedIn(sessionStore.getState())) throw redirect({ to: '/dashboard', replace: true })
}

type PendingTasks = {
  is_onboard: boolean
  is_force_change_password: boolean
  is_privacy_notice_pending: boolean
  employment_type: EmploymentType | null
}

/** The page a flagged user must finish first, and which they are sent to from anywhere else. */
export function pendingTaskPath(user: PendingTasks): '/onboard' | '/settings' | '/privacy/notice' | null {
  // Onboarding sets the password too, so it comes first; only where onboarding is open to the
  // employment type (contract/access.ts), or the person would be held on a page that is not there.
  if (user.is_onboard && canUse('onboarding', user.employment_type)) return '/onboard'
  if (user.is_force_change_password) return '/settings'
  // A new privacy notice is read before going on (docs/product/privacy.md#consent-and-notices).
  if (user.is_privacy_notice_pending) return '/privacy/notice'
  return null
}

/** Employee pages: a guest goes to /, a user with a pending task goes to it. */
export function requireUser(pathname: string): void {
  const auth = sessionStore.getState()
  if (!isSignedIn(auth)) throw redirect({ to: '/', replace: true })
  const taskPath = pendingTaskPath(auth.user)
  if (taskPath !== null && pathname !== taskPath) throw redirect({ to: taskPath, replace: true })
}

/**
 * Pages open to some employment types only (contract/access.ts). For the others the page is not
 * there at all: they get the same not-found page, inside the shell, as any unknown address, so the
 * address neither hints at a page they may not use nor bounces them somewhere else.
 */
export function requireEmploymentType(feature: GatedFeature): () => void {
  return () => {
    if (!canUse(feature, sessionStore.getState().employmentType)) throw notFound()
  }
}

/** /onboard once onboarding is done: nothing is left to do there, so the dashboard. */
export function requireOnboardingPending(): void {
  if (!sessionStore.getState().user?.is_onboard) throw redirect({ to: '/dashboard', replace: true })
}
