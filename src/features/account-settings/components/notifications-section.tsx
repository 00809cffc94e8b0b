import { Suspense, useEffect, useId } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart } from '@/lib/lazy-part'
import { useNotificationPreferences } from '../api/get-notification-preferences'
import type { DeviceNotificationsProps } from './device-notifications'
import type { NotificationPreferencesFormProps } from './notification-preferences-form'

// The table's form (its checkboxes) and this device's control sit below the page's first screen:
// their code comes after the page, while the preferences load (docs/decisions/0036-employee-first-load.md).
const preferencesForm = lazyPart<NotificationPreferencesFormProps>(() =>
  import('./notification-preferences-form').then((module) => module.NotificationPreferencesForm),
)
const deviceNotifications = lazyPart<DeviceNotificationsProps>(() =>
  import('./device-notifications').then((module) => module.DeviceNotifications),
)

export type NotificationsSectionProps = { userId: number }

/**
 * Notifications on Account Settings: which topics reach the person by which channel (saved to the
 * server), and whether this device shows them. Each part has its own loading and error states.
 */
export function NotificationsSection({ userId }: NotificationsSectionProps) {
  const preferences = useNotificationPreferences()
  const headingId = useId()
  useEffect(() => {
    void preferencesForm.preload()
    void deviceNotifications.preload()
  }, [])

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Notifications</h2>
        </CardTitle>
        <CardDescription>What Empleo tells you, and how: in the app, by e-mail, or as a push.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {preferences.isPending && <PreferencesLoading />}
        {preferences.isError && (
          <LoadErrorAlert
            title="We could not load your notification preferences"
            headingLevel={3}
            error={preferences.error}
            retrying={preferences.isFetching}
            onRetry={() => void preferences.refetch()}
          />
        )}
        {preferences.isSuccess && (
          <Suspense fallback={<PreferencesLoading />}>
            <preferencesForm.Component preferences={preferences.data} />
          </Suspense>
        )}
        <Suspense fallback={<DeviceLoading />}>
          <deviceNotifications.Component userId={userId} />
        </Suspense>
      </CardContent>
    </Card>
  )
}

function PreferencesLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your notification preferences…</span>
      {Array.from({ length: 7 }, (_, row) => (
        <Skeleton key={row} className="h-6 w-full" />
      ))}
    </div>
  )
}

/** Where this device's control shows once its code is here: as tall as its first state. */
function DeviceLoading() {
  return (
    <div role="status" className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      <span className="sr-only">Checking this device…</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-10 w-64 max-w-full" />
    </div>
  )
}
