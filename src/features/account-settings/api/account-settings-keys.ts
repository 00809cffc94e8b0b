import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the account settings: password, two-factor and notification preferences. */
export const accountSettingsKeys = {
  all: queryRoots.accountSettings,
  recoveryCodeStatus: () => [...accountSettingsKeys.all, 'recovery-code-status'] as const,
  notificationPreferences: () => [...accountSettingsKeys.all, 'notification-preferences'] as const,
}
