import { contract } from '@contract'
import type { SwitchableTopic } from '@contract/notifications'
import { conflict, created, implement, notFound, success } from '../adapter'
import { nowIso } from '../clock'
import { db } from '../db'
import {
  findNotificationOf,
  findPushSubscription,
  notificationsOf,
  preferencesOf,
  pushSubscriptionsOf,
  setChannels,
  setRead,
} from '../db/notifications'
import { paginate } from '../db/query'
import { presentNotification } from '../presenters/notification'

/**
 * The signed-in employee's notifications, their preferences and their push devices
 * (docs/product/notifications.md). Another person's notification answers 404, as if it did not exist.
 */
const routes = contract.notifications

/**
 * The server's VAPID public key (an uncompressed P-256 point, base64url). The mock hands no push to
 * a push service, so it holds no private key; it keeps what it would send in `push_message`.
 */
export const VAPID_PUBLIC_KEY =
  'BOAdjJjaYM0w-4Ztv8MJ3825xf-kG-2cee3FqTwdFMgtvqW2t87vD6f5N8a1IvXHZBL_GIc2muxK8zMe7F7PzHc'

/** A person's devices beyond this many lose the one subscribed longest ago, as a browser would expire it. */
const MAX_DEVICES = 10

const withReadState = <T extends { read_at: string | null }>(row: T) => ({ ...row, read: row.read_at !== null })

export const notificationHandlers = [
  implement(routes.unreadCount, ({ user }) =>
    success(
      { count: notificationsOf(user.id).filter((row) => row.read_at === null).length },
      'Your unread notifications.',
    ),
  ),

  implement(routes.list, ({ user, query }) => {
    const { state, topic } = query.filter
    const { data, meta } = paginate(notificationsOf(user.id).map(withReadState), {
      where: (row) => (!state || row.read === (state === 'read')) && (!topic || row.topic === topic),
      // `read` puts the unread first; ties (and `created_at`) fall back to the newest id first.
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    })
    return {
      status: 200,
      body: { message: 'Your notifications.', data: data.map(presentNotification), meta, errors: null },
    }
  }),

  implement(routes.markAllRead, ({ user }) => {
    const at = nowIso()
    const unread = notificationsOf(user.id).filter((row) => row.read_at === null)
    for (const row of unread) setRead(row.id, at)
    return success({ marked: unread.length }, 'Every notification is marked read.')
  }),

  implement(routes.mark, ({ user, params, body }) => {
    const row = findNotificationOf(user.id, params.id)
    if (!row) return notFound('Notification not found.')
    // Reading it again keeps the first time it was read.
    const readAt = body.read ? (row.read_at ?? nowIso()) : null
    return success(presentNotification(setRead(row.id, readAt)), body.read ? 'Marked read.' : 'Marked unread.')
  }),

  implement(routes.preferences, ({ user }) => success(preferencesOf(user.id), 'Your notification preferences.')),

  implement(routes.updatePreferences, ({ user, body }) => {
    for (const [topic, channels] of Object.entries(body)) {
      if (channels) setChannels(user.id, topic as SwitchableTopic, channels)
    }
    return success(preferencesOf(user.id), 'Your notification preferences are saved.')
  }),

  implement(routes.pushKey, () => success({ public_key: VAPID_PUBLIC_KEY }, "The server's push key.")),

  implement(routes.subscribePush, ({ user, body }) => {
    const existing = findPushSubscription(body.endpoint)
    if (existing?.user_id === user.id) {
      return created(
        { endpoint: existing.endpoint, created_at: existing.created_at },
        'This device already gets your notifications.',
      )
    }
    if (existing) {
      // The keys are the browser's secret: only whoever holds that browser's subscription can name them,
      // so a shared browser moves to whoever signed in on it last, and a copied endpoint moves nothing.
      if (existing.p256dh !== body.p256dh || existing.auth !== body.auth) {
        return conflict(
          'This device is subscribed with other keys. Turn its notifications off and on again in this browser.',
        )
      }
      db.push_subscription.delete({ where: { id: { equals: existing.id } } })
    }
    const devices = pushSubscriptionsOf(user.id).sort((a, b) => a.id - b.id)
    for (const old of devices.slice(0, Math.max(0, devices.length - MAX_DEVICES + 1)))
      db.push_subscription.delete({ where: { id: { equals: old.id } } })
    const row = db.push_subscription.create({ user_id: user.id, ...body, created_at: nowIso() })
    return created({ endpoint: row.endpoint, created_at: row.created_at }, 'This device now gets your notifications.')
  }),

  implement(routes.unsubscribePush, ({ user, query }) => {
    const existing = findPushSubscription(query.endpoint)
    if (!existing || existing.user_id !== user.id) return notFound('This device does not get your notifications.')
    db.push_subscription.delete({ where: { id: { equals: existing.id } } })
    return success(null, 'This device no longer gets your notifications.')
  }),
]
