import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { accountSettingsKeys } from './account-settings-keys'

/** GET /notification-preferences: every topic's channels, security notices always on. */
export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.notificationPreferences(),
    queryFn: ({ signal }) => apiData(api.notifications.preferences({ fetchOptions: { signal } })),
  })

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions())
}
