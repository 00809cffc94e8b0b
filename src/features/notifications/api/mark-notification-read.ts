import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { notificationKeys } from './notification-keys'

/** PATCH /notifications/:id {read: true}: opening a notification reads it; the count and the lists follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiData(api.notifications.mark({ params: { id }, body: { read: true } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
