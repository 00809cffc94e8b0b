import { useCallback } from 'react'
import { notificationPath } from '@contract/notification-links'
import type { Notification } from '@contract/notifications'
import { goTo } from '@/lib/navigation'
import { useMarkNotificationRead } from '../api/mark-notification-read'

/**
 * Opening a notification: its record's screen (a request's detail, a payslip; the notifications page
 * for a notice about the account), and it is read from then on. The move does not wait for the mark.
 */
export function useOpenNotification() {
  const { mutate: markRead } = useMarkNotificationRead()
  return useCallback(
    (notification: Pick<Notification, 'id' | 'read_at' | 'record'>) => {
      if (notification.read_at === null) markRead(notification.id)
      void goTo(notificationPath(notification.record))
    },
    [markRead],
  )
}
