import type { Notification } from '@contract/notifications'
import type { NotificationRow } from '../db'

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    topic: row.topic,
    title: row.title,
    body: row.body,
    remarks: row.remarks,
    record: row.record_kind !== null && row.record_id !== null ? { kind: row.record_kind, id: row.record_id } : null,
    read_at: row.read_at,
    created_at: row.created_at,
  }
}
