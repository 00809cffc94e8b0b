import type { NotificationTopic } from '../../contract/options'

/**
 * The messages between the page and the app worker (docs/decisions/0030-installable-app.md). Both
 * sides import this file; the worker is built apart, so it stays free of the app's aliases and of zod.
 */

/** What the page posts to a waiting app worker when the person chooses Reload: take over now. */
export const ACTIVATE_NOW = 'empleo:activate-now'

/**
 * What the app worker posts to every open Empleo window when a push arrives, so the page can
 * refresh its notifications (the unread count, the list) without waiting for its next poll. It
 * carries the topic, or null for a push the worker could not read, and nothing personal.
 */
export type NotificationPushed = { type: 'notification-pushed'; topic: NotificationTopic | null }

export const notificationPushed = (topic: NotificationTopic | null): NotificationPushed => ({
  type: 'notification-pushed',
  topic,
})

/** Whether a message from the app worker (`navigator.serviceWorker`'s `message` event) is a push's. */
export function isNotificationPushed(data: unknown): data is NotificationPushed {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === 'notification-pushed'
}
