import { useEffect, useState } from 'react'
import { isApiError } from '@/lib/api/api-error'
import { DeviceNotificationError } from './device-notification-error'
import { deviceMode, readDeviceState, type DeviceMode, type DeviceState } from './device-state'

export type DeviceNotifications = {
  mode: DeviceMode
  state: DeviceState
  /** Turning on or off is under way. */
  working: boolean
  /** Why the last press failed, worded for the person; null after a success or a new press. */
  failure: string | null
  /** The person closed the browser's question without answering: pressing again asks again. */
  dismissed: boolean
  turnOn: () => void
  turnOff: () => void
}

const loadPushDevice = () => import('./push-device')

function failureMessage(error: unknown, doing: string): string {
  const reason = error instanceof DeviceNotificationError || isApiError(error) ? ` ${error.message}` : ''
  return `Notifications could not be turned ${doing} for this device.${reason}`
}

/**
 * This device's notifications for the signed-in person: the state read at mount (never asking),
 * and the presses. Turning on asks the browser's permission first, inside the press: browsers allow
 * the question only from a person's gesture, and never on load (docs/decisions/0030-installable-app.md).
 */
export function useDeviceNotifications(userId: number, mode: DeviceMode = deviceMode): DeviceNotifications {
  const [state, setState] = useState<DeviceState>('checking')
  const [working, setWorking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let current = true
    readDeviceState(mode, userId).then(
      (read) => current && setState(read),
      // A browser that cannot say is treated as off: the press will say what goes wrong.
      () => current && setState('off'),
    )
    return () => {
      current = false
    }
  }, [mode, userId])

  async function press(step: () => Promise<DeviceState | null>, doing: 'on' | 'off') {
    setWorking(true)
    setFailure(null)
    setDismissed(false)
    try {
      const next = await step()
      if (next) setState(next)
      else setDismissed(true)
    } catch (error) {
      setFailure(failureMessage(error, doing))
    } finally {
      setWorking(false)
    }
  }

  const turnOn = () =>
    void press(async () => {
      // First, before anything is awaited, so the press still counts as the person's gesture.
      const permission = await Notification.requestPermission()
      if (permission === 'denied') return 'denied'
      if (permission !== 'granted') return null
      if (mode === 'push') await (await loadPushDevice()).subscribeThisDevice(userId)
      return 'on'
    }, 'on')

  const turnOff = () =>
    void press(async () => {
      await (await loadPushDevice()).unsubscribeThisDevice(userId)
      return 'off'
    }, 'off')

  return { mode, state, working, failure, dismissed, turnOn, turnOff }
}
