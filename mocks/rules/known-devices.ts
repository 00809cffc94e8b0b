import { nowIso } from '../clock'
import { db } from '../db'
import { readUserAgent } from './user-agents'

/**
 * The browsers a person has signed in from, told apart by their User-Agent as a server without a
 * device cookie would. A sign-in from one not seen before is a security notice.
 */

/** Remembers the browser; true when the person had not signed in from it before. */
export function rememberDevice(userId: number, userAgent: string | null): boolean {
  const device = userAgent?.trim() || 'unknown browser'
  const known = db.known_device.getAll().some((row) => row.user_id === userId && row.device === device)
  if (!known) db.known_device.create({ user_id: userId, device, first_seen_at: nowIso() })
  return !known
}

/** "Chrome on Android", as people name a browser; "an unknown browser" for anything else. */
export const deviceName = (userAgent: string | null): string => readUserAgent(userAgent).device
