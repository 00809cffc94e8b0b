import { fetchPushKey, removePushSubscription, savePushSubscription } from '../api/push-subscriptions'
import { base64UrlToBytes, sameBytes } from './base64url'
import { DeviceNotificationError } from './device-notification-error'
import { forgetPushDeviceOwner, isPushDeviceOwner, rememberPushDeviceOwner } from './push-device-owner'

/**
 * Web Push on this device, with the app worker (production only): subscribe with the server's VAPID
 * key and hand the server the subscription, or take it back. Loaded on the press that needs it.
 */

// The app worker registers once the page is idle; a browser that refuses it (a private window of
// some browsers) would otherwise leave the press waiting for ever.
const WORKER_WAIT_MS = 10_000

async function appWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DeviceNotificationError("Empleo's background worker is not running. Reload the page and try again."),
        ),
      WORKER_WAIT_MS,
    )
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, timedOut])
  } finally {
    clearTimeout(timer)
  }
}

async function subscribeWith(pushManager: PushManager, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const existing = await pushManager.getSubscription()
  // One made with another key (the server's key changed) cannot be reused and blocks a new one.
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe()
  try {
    return await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  } catch (cause) {
    throw new DeviceNotificationError('This browser could not reach its push service. Try again later.', { cause })
  }
}

/** Subscribes this browser (or reuses its subscription) and tells the server; a refusal leaves it unsubscribed. */
export async function subscribeThisDevice(userId: number): Promise<void> {
  const [key, registration] = await Promise.all([fetchPushKey(), appWorker()])
  const subscription = await subscribeWith(registration.pushManager, base64UrlToBytes(key))
  const { endpoint, keys } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    await subscription.unsubscribe()
    throw new DeviceNotificationError('This browser gave an incomplete push subscription. Try again later.')
  }
  try {
    await savePushSubscription({ endpoint, p256dh: keys.p256dh, auth: keys.auth })
  } catch (error) {
    await subscription.unsubscribe().catch(() => {})
    throw error
  }
  rememberPushDeviceOwner({ endpoint, userId })
}

/** The server stops sending to this device, then the browser drops the subscription. */
export async function unsubscribeThisDevice(userId: number): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription) {
    // Only the person who subscribed it here asks the server: anyone else's DELETE would be a 404.
    if (isPushDeviceOwner(subscription.endpoint, userId)) await removePushSubscription(subscription.endpoint)
    await subscription.unsubscribe()
  }
  forgetPushDeviceOwner()
}
