import { useId, useState } from 'react'
import { Page } from '@/components/ui/page'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth } from '@/session/use-auth'
import { ChangePasswordForm } from './components/change-password-form'
import { ForceChangeBanner, PasswordChangedNotice } from './components/force-change-banner'
import { NotificationsSection } from './components/notifications-section'
import { OfflineReadingSection } from './components/offline-reading-section'
import { TwoFactorSection } from './components/two-factor-section'

/**
 * /settings (Account Settings): the password, two-factor authentication, notifications and offline use. A person who must
 * change their password is sent here from every page; until they have, this page shows that and
 * nothing else.
 */
export function AccountSettingsPage() {
  const { user } = useAuth()
  // Whether this visit began with the forced change, to say so once it is done.
  const [arrivedForced] = useState(() => user?.is_force_change_password ?? false)
  const passwordHeadingId = useId()
  if (!user) return null
  const mustChange = user.is_force_change_password

  return (
    <Page title="Account Settings" width="narrow">
      {mustChange && <ForceChangeBanner />}
      {arrivedForced && !mustChange && <PasswordChangedNotice />}
      <Card role="region" aria-labelledby={passwordHeadingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={passwordHeadingId}>Password</h2>
          </CardTitle>
          <CardDescription>Changing it signs you out everywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={user.email} />
        </CardContent>
      </Card>
      {!mustChange && <TwoFactorSection enabled={user.is_2fa_enabled} />}
      {!mustChange && <NotificationsSection userId={user.id} />}
      {!mustChange && <OfflineReadingSection userId={user.id} />}
    </Page>
  )
}
