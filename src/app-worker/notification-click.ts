/**
 * Where clicking a pushed notification takes the person: the record it names, in an Empleo window
 * already open when there is one, or in a new one. Plain functions, tested without a worker.
 */
import { notificationPath } from '../../contract/notification-links'
import { isUnder } from './caching-rules'

/** The address to open for a notification's data (push-notice.ts puts `{ path }` there). */
export function clickedUrl(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).path : undefined
  const fallback = new URL(notificationPath(null), origin).href
  if (typeof path !== 'string' || !path.startsWith('/')) return fallback
  // '//host' or '/\host' would leave the app's origin: only its own addresses open.
  const url = new URL(path, origin)
  return url.origin === origin ? url.href : fallback
}

/**
 * The open window to bring forward: one of this app's pages (not the API's or the admin
 * application's on the same origin), the focused one first. Undefined when there is none.
 */
export function appWindow<W extends { url: string; focused: boolean }>(
  windows: readonly W[],
  origin: string,
  foreignPaths: readonly string[],
): W | undefined {
  const ours = windows.filter((window) => {
    const url = new URL(window.url)
    return url.origin === origin && !foreignPaths.some((prefix) => isUnder(url.pathname, prefix))
  })
  return ours.find((window) => window.focused) ?? ours[0]
}
