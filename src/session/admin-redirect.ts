import { ADMIN_REDIRECT_RETRY_MS } from '@/config/session-timing'
import { readProfileCookie } from './profile-cookies'

/** True on the admin application's own address (it may be served by this host, e.g. /admin). */
export function isAdminAppAddress(adminAppUrl: string, here: URL = new URL(window.location.href)): boolean {
  const target = new URL(adminAppUrl, here)
  return here.origin === target.origin && here.pathname.startsWith(target.pathname)
}

/**
 * docs/product/screens-and-routes.md#redirect-rules: an admin session (a valid admin_profile cookie) belongs in the
 * admin application.
 */
export function belongsInAdminApp(adminAppUrl: string): boolean {
  return readProfileCookie('admin_profile') !== null && !isAdminAppAddress(adminAppUrl)
}

/**
 * Sends the browser to the admin application and retries every 100 ms until the page starts to
 * unload (docs/product/screens-and-routes.md#redirect-rules). Retrying after that would restart a navigation already
 * under way. Returns a function that stops retrying.
 */
export function keepRedirectingToAdminApp(
  adminAppUrl: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  let leaving = false
  const markLeaving = () => {
    leaving = true
    clearInterval(timer)
  }
  const attempt = () => {
    if (!leaving) assign(adminAppUrl)
  }
  window.addEventListener('beforeunload', markLeaving, { once: true })
  const timer = setInterval(attempt, ADMIN_REDIRECT_RETRY_MS)
  attempt()
  return () => {
    clearInterval(timer)
    window.removeEventListener('beforeunload', markLeaving)
  }
}

/**
 * For a page the router is asked for while an admin session exists: starts the redirect and never
 * settles, so the router shows its loading screen, not the page, while the browser leaves.
 */
export function leaveForAdminApp(adminAppUrl: string): Promise<never> {
  keepRedirectingToAdminApp(adminAppUrl)
  return new Promise<never>(() => {})
}
