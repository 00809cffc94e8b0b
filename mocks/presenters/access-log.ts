import type { AccessLogEntry } from '@contract/access-log'
import type { AccessLogRow } from '../db'

export function presentAccessLogEntry(row: AccessLogRow): AccessLogEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { name: row.actor_name, role: row.actor_role },
    category: row.category,
    action: row.action,
    record: row.record,
    purpose: row.purpose,
  }
}
