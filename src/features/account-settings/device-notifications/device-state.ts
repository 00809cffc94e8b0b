import { env } from '@/config/env'
import { isPushDeviceOwner } from './push-device-owner'

/**
 * How this device gets notifications. `push`: the production build, where the server sends a Web
 * Push through the app worker (docs/decisions/0030-installable-app.md), even with Empleo closed.
 * `system`: the demo and development, which have no push service and no app worker: a new
 * notification shows as a system notification while Empleo is open, once the person allowed it.
 */
export type DeviceMode = 'push' | 'system'

export const deviceMode: DeviceMode = env.VITE_API_MODE === 'real' ? 'push' : 'system'

export type DeviceState =
  /** Still reading the browser's permission and subscription. */
  | 'checking'
  /** This browser has no notifications, or no Web Push where the mode needs it. */
  | 'unsupported'
  /** The person (or the browser's settings) blocked notifications: only the browser can undo it. */
  | 'denied'
  | 'off'
  | 'on'

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && typeof window.PushManager === 'function'
}

/** Reads the state without asking anything: the permission prompt opens only on the person's press. */
export async function readDeviceState(mode: DeviceMode, userId: number): Promise<DeviceState> {
  if (typeof window.Notification !== 'function') return 'unsupported'
  if (mode === 'push' && !pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  if (Notification.permission !== 'granted') return 'off'
  if (mode === 'system') return 'on'
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription && isPushDeviceOwner(subscription.endpoint, userId) ? 'on' : 'off'
}
