import { notify } from '@/lib/notify'
import { env } from '@/config/env'
import { keepRedirectingToAdminApp } from './admin-redirect'
import { writeProfileCookie } from './profile-cookies'
import { isSignedIn, sessionStore } from './session-store'

type AdminHandoff = { redirect_url: string; handoff_code: string }

/**
 * Where the admin application redeems the hand-off: the server's address with the single-use code
 * in the fragment, which never reaches a server log or a Referer header. Only an address inside the
 * configured admin application gets the code; any other answer falls back to its plain address.
 */
export function adminHandoffAddress(handoff: AdminHandoff, adminAppUrl: string): string {
  const target = new URL(handoff.redirect_url, window.location.href)
  const adminApp = new URL(adminAppUrl, window.location.href)
  const adminFolder = adminApp.pathname.endsWith('/') ? adminApp.pathname : `${adminApp.pathname}/`
  const inside =
    target.origin === adminApp.origin &&
    (target.pathname === adminApp.pathname || target.pathname.startsWith(adminFolder))
  if (!inside) return adminAppUrl
  target.hash = new URLSearchParams({ code: handoff.handoff_code }).toString()
  return target.href
}

/**
 * 'Switch to Admin' in the avatar menu (docs/product/screens-and-routes.md#avatar-menu and
 * docs/product/roles.md#admins-who-are-employees): POST /switch-account for a hand-off code, then what a login does for
 * an admin (completeSignIn): the admin_profile cookie that marks the admin session, and the redirect to the admin
 * application, retried every 100 ms. The employee session stays, for the way back. A refusal is shown by the API
 * client; the person stays where they are. `assign` is how the browser leaves (tests watch it).
 */
export async function switchToAdmin({ assign }: { assign?: (url: string) => void } = {}): Promise<void> {
  const { api, apiBody } = await import('@/lib/api')
  const { message, data } = await apiBody(api.switchAccount.switchToAdmin({ body: undefined }))
  // Read after the call: it may have refreshed the token on the way.
  const auth = sessionStore.getState()
  if (!isSignedIn(auth)) return
  writeProfileCookie('admin_profile', { user: auth.user, token: auth.token })
  notify.success(message)
  keepRedirectingToAdminApp(adminHandoffAddress(data, env.VITE_ADMIN_APP_URL), assign)
}
