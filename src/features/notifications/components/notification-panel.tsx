import { useQuery } from '@tanstack/react-query'
import { AnchoredPopover } from '@/components/ui/anchored-popover'
import { Button } from '@/components/ui/button'
import type { PopoverPlacement } from '@/components/ui/popover-placeholder'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { latestNotificationsQuery, notificationsQueryOptions } from '../api/get-notifications'
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read'
import { NotificationPanelSkeleton } from './notification-panel-skeleton'
import { NotificationSummary } from './notification-summary'
import { useOpenNotification } from './use-open-notification'

export type NotificationPanelProps = PopoverPlacement & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Whether anything is unread, as the bell knows it: 'Mark all as read' has nothing to do otherwise. */
  anyUnread: boolean
}

/**
 * The bell's panel: the latest notifications, each opening its record and read from then on, 'Mark
 * all as read' and the way to all of them. A lazy part (Radix Popover with floating-ui), fetched at the
 * bell's first hover, focus or press (docs/decisions/0036-employee-first-load.md).
 */
export function NotificationPanel({ open, onOpenChange, anyUnread, ...placement }: NotificationPanelProps) {
  const latest = useQuery({ ...notificationsQueryOptions(latestNotificationsQuery), enabled: open })
  const markAll = useMarkAllNotificationsRead()
  const openNotification = useOpenNotification()
  const headingId = `${placement.id}-heading`

  let list
  if (latest.isPending) list = <NotificationPanelSkeleton />
  else if (latest.isError)
    list = (
      <div className="p-3">
        <LoadErrorAlert
          title="Your notifications could not be loaded."
          error={latest.error}
          onRetry={() => void latest.refetch()}
          retrying={latest.isFetching}
        />
      </div>
    )
  else if (latest.data.data.length === 0)
    list = <p className="px-4 py-6 text-center text-sm text-slate-600">You have no notifications yet.</p>
  else
    list = (
      <ul className="max-h-[min(28rem,calc(100dvh-8rem))] divide-y divide-slate-100 overflow-y-auto">
        {latest.data.data.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              className="block w-full cursor-pointer px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
              onClick={() => {
                onOpenChange(false)
                openNotification(notification)
              }}
            >
              <NotificationSummary notification={notification} />
            </button>
          </li>
        ))}
      </ul>
    )

  return (
    <AnchoredPopover open={open} onOpenChange={onOpenChange} {...placement} label={undefined} labelledBy={headingId}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          Notifications
        </h2>
        <Button
          variant="plain"
          color="blue"
          size="sm"
          disabled={!anyUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {list}
      <div className="border-t border-slate-200 px-4 py-2">
        <Button href="/notifications" variant="plain" color="blue" size="sm-flush" onClick={() => onOpenChange(false)}>
          See all notifications
        </Button>
      </div>
    </AnchoredPopover>
  )
}
