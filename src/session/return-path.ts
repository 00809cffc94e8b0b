/**
 * Where a person was when the app ended their session (expiry, idle timeout, forced logout), so the
 * next login by the same person goes back there, where a saved draft waits
 * (docs/product/quality-targets.md#reliability: nothing typed is lost). A different person logging in on the same
 * browser starts at the dashboard.
 */

const RETURN_PATH_KEY = 'empleo-return-path'

type ReturnPath = { userId: number; path: string }

/** Called when the app, not the person, ends a session. */
export function rememberReturnPath(userId: number, path: string): void {
  // Only in-app paths, so a stored value can never send anyone off the site.
  if (!path.startsWith('/') || path.startsWith('//') || path === '/') return
  try {
    localStorage.setItem(RETURN_PATH_KEY, JSON.stringify({ userId, path } satisfies ReturnPath))
  } catch {
    // Without storage the person starts at the dashboard: nothing else is lost.
  }
}

/** The path to return to after `userId` logs in, once; null for anyone else or when there is none. */
export function takeReturnPath(userId: number): string | null {
  let stored: unknown
  try {
    const raw = localStorage.getItem(RETURN_PATH_KEY)
    localStorage.removeItem(RETURN_PATH_KEY)
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof stored !== 'object' || stored === null) return null
  const { userId: storedUser, path } = stored as Partial<ReturnPath>
  if (storedUser !== userId || typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null
  return path
}
