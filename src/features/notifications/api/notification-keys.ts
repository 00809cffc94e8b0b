import type { NotificationListQuery } from '@contract/notifications'
import { queryRoots } from '@/lib/api/query-roots'

/** The notifications feature's query keys: `notificationKeys.all` refreshes the count and every list. */
export const notificationKeys = {
  all: queryRoots.notifications,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.lists(), query] as const,
}
