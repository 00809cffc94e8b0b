import { useId } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useNotificationPreferences } from '../api/get-notification-preferences'
import { DeviceNotifications } from './device-notifications'
import { NotificationPreferencesForm } from './notification-preferences-form'

// The table's form and this device's control come with the page: the page's content waits for them,
// and the landing gate asks for the preferences with the page's scripts, so a lazy part would add a
// round trip after the first render (docs/decisions/0056-forms-check-after-the-content.md).

export type NotificationsSectionProps = { userId: number }

/**
 * Notifications on Account Settings: which topics reach the person by which channel (saved to the
 * server), and whether this device shows them. Each part has its own loading and error states.
 */
export function NotificationsSection({ userId }: NotificationsSectionProps) {
  const preferences = useNotificationPreferences()
  const headingId = useId()

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
        {preferences.isSuccess && <NotificationPreferencesForm preferences={preferences.data} />}
        <DeviceNotifications userId={userId} />
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
