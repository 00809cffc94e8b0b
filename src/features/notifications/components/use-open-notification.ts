import { useCallback } from 'react'
import { notificationPath } from '@contract/notification-links'
import type { Notification } from '@contract/notifications'
import { goTo } from '@/lib/navigation'
import { useMarkNotificationRead } from '../api/mark-notification-read'

type Opened = Pick<Notification, 'id' | 'read_at' | 'record'>

/** What opening a notification does to it, wherever the move itself comes from: it is read from then on. */
export function useMarkOpened() {
  const { mutate: markRead } = useMarkNotificationRead()
  return useCallback(
    (notification: Opened) => {
      if (notification.read_at === null) markRead(notification.id)
    },
    [markRead],
  )
}

/**
 * Opening a notification: its record's screen (a request's detail, a payslip; the notifications page
 * for a notice about the account), and it is read from then on. The move does not wait for the mark.
 */
export function useOpenNotification() {
  const markOpened = useMarkOpened()
  return useCallback(
    (notification: Opened) => {
      markOpened(notification)
      void goTo(notificationPath(notification.record))
    },
    [markOpened],
  )
}
