import type { NotificationChannels, NotificationPreferences, SwitchableTopic } from '@contract/notifications'
import { notificationTopicValues, type NotificationTopic } from '@contract/options'
import { db, type NotificationRow, type Row } from './index'

export type PushSubscriptionRow = Row<'push_subscription'>

export function notificationsOf(userId: number): NotificationRow[] {
  return db.notification.getAll().filter((row) => row.user_id === userId)
}

/** The caller's own notification; another person's is as good as missing. */
export function findNotificationOf(userId: number, id: number): NotificationRow | null {
  return db.notification.getAll().find((row) => row.id === id && row.user_id === userId) ?? null
}

export function setRead(id: number, readAt: string | null): NotificationRow {
  const row = db.notification.update({ where: { id: { equals: id } }, data: { read_at: readAt } })
  if (!row) throw new Error(`notification ${id} vanished`)
  return row
}

const EVERY_CHANNEL: NotificationChannels = { in_app: true, email: true, push: true }

/** A topic's channels for a person: what they chose, every channel until they choose; security always every one. */
export function channelsOf(userId: number, topic: NotificationTopic): NotificationChannels {
  if (topic === 'security') return EVERY_CHANNEL
  const row = db.notification_preference.getAll().find((pref) => pref.user_id === userId && pref.topic === topic)
  return row ? { in_app: row.in_app, email: row.email, push: row.push } : EVERY_CHANNEL
}

export function preferencesOf(userId: number): NotificationPreferences {
  const entries = notificationTopicValues.map((topic) => [topic, channelsOf(userId, topic)])
  return Object.fromEntries(entries) as NotificationPreferences
}

export function setChannels(userId: number, topic: SwitchableTopic, channels: NotificationChannels): void {
  const existing = db.notification_preference.getAll().find((pref) => pref.user_id === userId && pref.topic === topic)
  if (existing) db.notification_preference.update({ where: { id: { equals: existing.id } }, data: channels })
  else db.notification_preference.create({ user_id: userId, topic, ...channels })
}

export function pushSubscriptionsOf(userId: number): PushSubscriptionRow[] {
  return db.push_subscription.getAll().filter((row) => row.user_id === userId)
}

export function findPushSubscription(endpoint: string): PushSubscriptionRow | null {
  return db.push_subscription.getAll().find((row) => row.endpoint === endpoint) ?? null
}
