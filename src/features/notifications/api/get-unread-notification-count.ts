import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { notificationKeys } from './notification-keys'

/** How often the count is asked while the page is visible; a hidden page is not asked at all. */
export const UNREAD_POLL_MS = 60_000
/** After a failed ask (offline, the server down), the next waits longer, so a failure is not repeated every minute. */
const UNREAD_POLL_AFTER_FAILURE_MS = 5 * 60_000

/** GET /notifications/unread-count: the bell's number. */
export const unreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    // A poll the person did not ask for: a failure waits for the next one, without a toast.
    queryFn: ({ signal }) => apiData(api.notifications.unreadCount({ fetchOptions: { signal }, background: true })),
    select: (data) => data.count,
  })

/**
 * The count, kept fresh without a reload: asked every minute while the page is visible, at once when
 * the person comes back to it (focus, a tab shown again), and never while it is hidden
 * (the contract's `unreadCount`). It reads one number, so it is never
 * taken from the cache as fresh.
 */
export function useUnreadNotificationCount() {
  return useQuery({
    ...unreadNotificationCountQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) => (query.state.fetchFailureCount > 0 ? UNREAD_POLL_AFTER_FAILURE_MS : UNREAD_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  })
}
