import type { Notification } from '@contract/notifications'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/dates'
import { ReadStateBadge } from './read-state-badge'

/** A notification as the panel lists it: its title (bold while unread, with the word), what happened, the remarks, and when. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const unread = notification.read_at === null
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-left">
      <span className="flex items-start justify-between gap-2">
        <span className={cn('text-sm text-ink', unread ? 'font-semibold' : 'font-normal')}>{notification.title}</span>
        {unread && <ReadStateBadge notification={notification} />}
      </span>
      <span className="line-clamp-2 text-sm text-slate-600">{notification.body}</span>
      {notification.remarks && (
        <span className="line-clamp-2 text-sm text-slate-600">Remarks: {notification.remarks}</span>
      )}
      <span className="text-xs text-slate-500">{formatDateTime(notification.created_at)}</span>
    </span>
  )
}
