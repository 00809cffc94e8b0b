import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/account-settings/account-settings-page'
import { recoveryCodeStatusQueryOptions } from '@/features/account-settings/api/get-recovery-code-status'
import { sessionStore } from '@/session/session-store'

/**
 * docs/product/screens-and-routes.md#employee-routes: open to every employment type, and where a forced password change
 * happens.
 */
export const Route = createFileRoute('/_app/settings')({
  staticData: { title: 'Account Settings' },
  loader: ({ context }) => {
    // Only the count of recovery codes is read here, and the page works without it: fetched ahead,
    // never awaited, and a failure is the section's own (with Retry), not the page's.
    if (sessionStore.getState().user?.is_2fa_enabled)
      void context.queryClient.prefetchQuery(recoveryCodeStatusQueryOptions())
  },
  component: AccountSettingsPage,
})
