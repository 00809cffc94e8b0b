import { nullable } from '@mswjs/data'
import type { NotificationRecord } from '@contract/notifications'
import type { NotificationTopic } from '@contract/options'
import { autoIncrement } from '../sequence'

/** Notifications, the channels each person chose, and the devices a push goes to (docs/product/notifications.md). */
export const notificationModels = {
  notification: {
    id: autoIncrement('notification'),
    user_id: Number,
    topic: (): NotificationTopic => 'security',
    title: String,
    body: String,
    remarks: nullable<string>(() => null),
    record_kind: nullable<NotificationRecord['kind']>(() => null),
    record_id: nullable<number>(() => null),
    read_at: nullable<string>(() => null),
    created_at: String,
  },

  /** A topic whose channels the person changed; a topic without a row has every channel on. */
  notification_preference: {
    id: autoIncrement('notification_preference'),
    user_id: Number,
    topic: (): NotificationTopic => 'leave_decided',
    in_app: Boolean,
    email: Boolean,
    push: Boolean,
  },

  push_subscription: {
    id: autoIncrement('push_subscription'),
    user_id: Number,
    endpoint: String,
    p256dh: String,
    auth: String,
    created_at: String,
  },

  /** What the server handed the push service: the topic and the record, nothing personal. */
  push_message: {
    id: autoIncrement('push_message'),
    user_id: Number,
    endpoint: String,
    topic: (): NotificationTopic => 'security',
    record_kind: nullable<NotificationRecord['kind']>(() => null),
    record_id: nullable<number>(() => null),
    created_at: String,
  },

  /** The browsers a person has signed in from, so a sign-in from another one is a security notice. */
  known_device: {
    id: autoIncrement('known_device'),
    user_id: Number,
    /** The browser's User-Agent, as the sign-in sent it. */
    device: String,
    first_seen_at: String,
  },

  /** The approved leaves already reminded of, so a reminder goes out once whatever the clock does. */
  leave_reminder: {
    id: autoIncrement('leave_reminder'),
    leave_id: Number,
  },

  /** The Asia/Manila dates the daily reminder job ran on. */
  reminder_run: {
    id: autoIncrement('reminder_run'),
    date: String,
  },
}
