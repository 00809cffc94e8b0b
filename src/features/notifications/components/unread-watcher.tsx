import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Notification } from '@contract/notifications'
import { isNotificationPushed } from '@/app-worker/messages'
import { notificationsQueryOptions } from '../api/get-notifications'
import { useUnreadNotificationCount } from '../api/get-unread-notification-count'
import { notificationKeys } from '../api/notification-keys'
import { useOpenNotification } from './use-open-notification'

export type UnreadWatcherProps = {
  /** The unread count, each time it is read; undefined until the first answer. */
  onCount: (count: number | undefined) => void
}

/** The newest unread fetched to word an arrival: no more than the panel shows. */
const ARRIVALS_READ = 5

/** What the live region says of new notifications. */
export function arrivalAnnouncement(arrived: number, newest: readonly Pick<Notification, 'title'>[]): string {
  const [first] = newest
  return arrived === 1 && first ? `You have a new notification: ${first.title}` : `${arrived} new notifications`
}

/**
 * The bell's count, kept fresh by polling (useUnreadNotificationCount), and what a rise in it means:
 * new notifications, said once, politely, to screen readers, and the lists on screen read again. A
 * lazy part mounted once the page is idle, so the count never costs the page's first load.
 */
export function UnreadWatcher({ onCount }: UnreadWatcherProps) {
  const queryClient = useQueryClient()
  const { data: count, refetch } = useUnreadNotificationCount()
  const open = useOpenNotification()
  const known = useRef<number | undefined>(undefined)
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 })

  useEffect(() => onCount(count), [count, onCount])

  // TanStack Query hears a tab shown again (visibilitychange); a window coming back to the front of
  // another application's is a return too, and the person looks at the bell then. A push the app
  // worker received (the installed app) is news now, not at the next poll.
  useEffect(() => {
    const asked = () => void refetch()
    const pushed = (event: MessageEvent) => {
      if (isNotificationPushed(event.data)) asked()
    }
    window.addEventListener('focus', asked)
    navigator.serviceWorker?.addEventListener('message', pushed)
    return () => {
      window.removeEventListener('focus', asked)
      navigator.serviceWorker?.removeEventListener('message', pushed)
    }
  }, [refetch])

  useEffect(() => {
    if (count === undefined) return
    const before = known.current
    known.current = count
    // The first answer is what was there already, not an arrival; a fall is something read.
    if (before === undefined || count <= before) return
    const arrived = count - before
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() })
    const newestUnread = notificationsQueryOptions({
      page: 1,
      per_page: Math.min(arrived, ARRIVALS_READ),
      sort: '-created_at',
      filter: { state: 'unread' },
    })
    queryClient.fetchQuery(newestUnread).then(
      ({ data }) => {
        setAnnouncement((last) => ({ text: arrivalAnnouncement(arrived, data), key: last.key + 1 }))
        if (import.meta.env.VITE_API_MODE !== 'real') {
          void import('./system-notifications').then((module) => module.showSystemNotifications(data, open))
        }
      },
      // The count said it; without the titles the number alone is still worth saying.
      () => setAnnouncement((last) => ({ text: arrivalAnnouncement(arrived, []), key: last.key + 1 })),
    )
  }, [count, queryClient, open])

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {/* A new node per arrival: the same words twice are still said twice. */}
      <span key={announcement.key}>{announcement.text}</span>
    </div>
  )
}
