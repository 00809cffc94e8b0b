import type { Session } from '@contract/user'
import { notify } from '@/lib/notify'
import { env } from '@/config/env'
import { goTo } from '@/lib/navigation'
import { keepRedirectingToAdminApp } from '@/session/admin-redirect'
import { sessionStore } from '@/session/session-store'
import { takeReturnPath } from '@/session/return-path'

/**
 * What follows a successful login, with or without the two-factor step (docs/product/states.md#login). An admin
 * gets the admin_profile cookie and a full redirect to the admin application, retried every 100 ms.
 * An employee is stored, greeted with the server's message and taken to where their last session
 * ended (a draft may wait there) or to the dashboard; the router's guards then apply the onboarding
 * and forced password change redirects.
 */
export function completeSignIn(session: Session, message: string): void {
  sessionStore.signIn(session)
  if (session.userType === 'admin') {
    keepRedirectingToAdminApp(env.VITE_ADMIN_APP_URL)
    return
  }
  notify.success(message)
  void goTo(takeReturnPath(session.user.id) ?? '/dashboard')
}
