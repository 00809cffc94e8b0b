import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { DeviceMode } from '../device-notifications/device-state'
import { useDeviceNotifications } from '../device-notifications/use-device-notifications'

export type DeviceNotificationsProps = {
  userId: number
  /** The build's, unless a story or test shows the other. */
  mode?: DeviceMode
}

const TURN_ON = 'Get notifications on this device'

const offWording: Record<DeviceMode, string> = {
  push: 'The topics with Push ticked reach this device even when Empleo is closed. A push says only what happened, never a name or an amount.',
  system:
    'This demo has no push service: new notifications show as system notifications while Empleo is open in a tab.',
}

const onWording: Record<DeviceMode, string> = {
  push: 'The topics with Push ticked reach this device, even when Empleo is closed.',
  system: 'New notifications show as system notifications while Empleo is open in a tab.',
}

/**
 * Whether this browser shows Empleo's notifications: off, on, blocked or impossible, and the press
 * that asks for the browser's permission (never asked on load). In production it subscribes the
 * device to Web Push; in the demo it only asks the permission.
 */
export function DeviceNotifications({ userId, mode }: DeviceNotificationsProps) {
  const device = useDeviceNotifications(userId, mode)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          This device
        </h3>
        {device.state === 'on' && (
          <Badge color="approved" width="fit">
            On for this device
          </Badge>
        )}
      </div>
      <DeviceBody {...device} />
      {device.failure && (
        <p role="alert" className="text-sm text-red-700">
          {device.failure}
        </p>
      )}
    </section>
  )
}

function DeviceBody({ mode, state, working, dismissed, turnOn, turnOff }: ReturnType<typeof useDeviceNotifications>) {
  switch (state) {
    case 'checking':
      return (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Checking this device…</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-64 max-w-full" />
        </div>
      )
    case 'unsupported':
      return (
        <p className="text-sm text-slate-700">
          {mode === 'push'
            ? 'This browser cannot get notifications from Empleo. On an iPhone or iPad, add Empleo to the Home Screen and open it from there.'
            : 'This browser cannot show notifications.'}
        </p>
      )
    case 'denied':
      return (
        <p className="text-sm text-slate-700">
          Notifications are blocked for Empleo in this browser. To allow them again, open the site&apos;s settings (the
          icon beside the address), set Notifications to Allow, then reload this page.
        </p>
      )
    case 'on':
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">{onWording[mode]}</p>
          {mode === 'push' ? (
            <Button type="button" color="white" loading={working} onClick={turnOff}>
              Turn off
            </Button>
          ) : (
            <p className="text-sm text-slate-700">
              To stop them, block notifications for Empleo in the browser&apos;s site settings.
            </p>
          )}
        </div>
      )
    case 'off':
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">{offWording[mode]}</p>
          <Button type="button" color="blue" loading={working} onClick={turnOn}>
            {TURN_ON}
          </Button>
          {dismissed && (
            <p role="status" className="text-sm text-slate-700">
              The browser&apos;s question was closed without an answer. Press again to answer it.
            </p>
          )}
        </div>
      )
  }
}
