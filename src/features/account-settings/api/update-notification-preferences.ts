import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateNotificationPreferencesBody } from '@contract/notifications'
import { api, apiBody } from '@/lib/api'
import { accountSettingsKeys } from './account-settings-keys'

/** PATCH /notification-preferences with the topics changed: it answers every topic's channels, which the page keeps. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody) => apiBody(api.notifications.updatePreferences({ body })),
    onSuccess: ({ data }) => queryClient.setQueryData(accountSettingsKeys.notificationPreferences(), data),
  })
}
