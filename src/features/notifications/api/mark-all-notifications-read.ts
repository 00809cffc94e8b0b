import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { notificationKeys } from './notification-keys'

/** POST /notifications/read-all: 'Mark all as read'; the count and the lists follow. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiData(api.notifications.markAllRead({ body: undefined })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
