import { queryOptions } from '@tanstack/react-query'
import type { NotificationListQuery } from '@contract/notifications'
import { api, apiBody } from '@/lib/api'
import { notificationKeys } from './notification-keys'

/** GET /notifications: one page of the employee's notifications, with the paginator's `meta`. */
export const notificationsQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => apiBody(api.notifications.list({ query, fetchOptions: { signal } })),
  })

/** The bell's panel: the newest few, read or not. */
export const LATEST_SHOWN = 5
export const latestNotificationsQuery: NotificationListQuery = { page: 1, per_page: LATEST_SHOWN, sort: '-created_at' }
