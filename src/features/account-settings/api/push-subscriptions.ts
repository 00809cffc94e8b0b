import type { PushSubscriptionBody } from '@contract/notifications'
import { api, apiData } from '@/lib/api'

/**
 * The calls that tie this device's push subscription to the signed-in person. Plain functions, not
 * hooks: they are steps of one flow with the browser's own (device-notifications/), run on a press.
 */

/** GET /push/key: the server's VAPID public key, base64url, for PushManager.subscribe. */
export async function fetchPushKey(): Promise<string> {
  return (await apiData(api.notifications.pushKey())).public_key
}

/** POST /push/subscriptions: pushes go to this device from now on (it moves here from anyone else). */
export async function savePushSubscription(body: PushSubscriptionBody): Promise<void> {
  await apiData(api.notifications.subscribePush({ body }))
}

/** DELETE /push/subscriptions?endpoint=: no more pushes to this device. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiData(api.notifications.unsubscribePush({ query: { endpoint } }))
}
