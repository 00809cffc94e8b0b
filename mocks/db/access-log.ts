import { db, type AccessLogRow } from './index'

/** A person's own access log: the list route reads nobody else's. */
export function accessLogOf(userId: number): AccessLogRow[] {
  return db.access_log.getAll().filter((row) => row.user_id === userId)
}
