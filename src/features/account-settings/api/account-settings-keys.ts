import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the account settings: password and two-factor. */
export const accountSettingsKeys = {
  all: queryRoots.accountSettings,
  recoveryCodeStatus: () => [...accountSettingsKeys.all, 'recovery-code-status'] as const,
}
