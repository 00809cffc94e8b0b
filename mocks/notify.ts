import { notificationPath } from '@contract/notification-links'
import { nowIso } from './clock'
import { db, type UserRow } from './db'
import { channelsOf, pushSubscriptionsOf } from './db/notifications'
import type { Notice } from './notices'
import { sendEmail } from './outbox'

/**
 * Tells a person of an event by the channels they chose for its topic (security notices by all): a
 * notification in the app, an e-mail that says what happened and links to it (never an amount, even
 * in remarks), and a push to each of
 * their devices carrying the topic and the record only. The mock keeps the pushes it would hand the
 * push service in `push_message`.
 */
export function notify(user: Pick<UserRow, 'id' | 'email'>, notice: Notice): void {
  const channels = channelsOf(user.id, notice.topic)
  const at = nowIso()
  const record = { record_kind: notice.record?.kind ?? null, record_id: notice.record?.id ?? null }
  if (channels.in_app) {
    const { topic, title, body, remarks } = notice
    db.notification.create({ user_id: user.id, topic, title, body, remarks, ...record, created_at: at })
  }
  if (channels.email) {
    const link = notificationPath(notice.record)
    // Remarks are free text and may name a figure, so the e-mail only says they are there.
    const remarks = notice.remarks ? ' HR left remarks with it.' : ''
    sendEmail(user.email, {
      subject: notice.title,
      text: `${notice.body}${remarks} Open Empleo to see it: ${link}`,
      link,
    })
  }
  if (channels.push) {
    for (const { endpoint } of pushSubscriptionsOf(user.id))
      db.push_message.create({ user_id: user.id, endpoint, topic: notice.topic, ...record, created_at: at })
  }
}
