import type { Notification, NotificationRecord } from '@contract/notifications'
import type { NotificationRow } from '../db'

/** The record a stored notification or push opens, from its two columns. */
export function linkedRecord(row: Pick<NotificationRow, 'record_kind' | 'record_id'>): NotificationRecord | null {
  if (row.record_kind === 'sessions' || row.record_kind === 'data_export') return { kind: row.record_kind, id: null }
  return row.record_kind !== null && row.record_id !== null ? { kind: row.record_kind, id: row.record_id } : null
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    topic: row.topic,
    title: row.title,
    body: row.body,
    remarks: row.remarks,
    record: linkedRecord(row),
    read_at: row.read_at,
    created_at: row.created_at,
  }
}
