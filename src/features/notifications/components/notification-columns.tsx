import { notificationPath } from '@contract/notification-links'
import type { Notification } from '@contract/notifications'
import { labelOf, notificationTopicOptions } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/dates'
import { ReadStateBadge } from './read-state-badge'

const column = dataTableColumns<Notification>()

/**
 * The notifications page's columns: what happened (bold while unread), its topic, when, whether it
 * was read (sorting by it puts the unread first), and the link to its record, which marks it read.
 */
export function notificationColumns(markOpened: (notification: Notification) => void) {
  return column.columns([
    column.accessor('title', {
      header: 'Notification',
      cell: (info) => {
        const notification = info.row.original
        return (
          <span className="flex flex-col gap-0.5">
            <span className={notification.read_at === null ? 'font-semibold' : 'font-normal'}>{info.getValue()}</span>
            <span className="text-sm text-slate-600">{notification.body}</span>
            {notification.remarks && <span className="text-sm text-slate-600">Remarks: {notification.remarks}</span>}
          </span>
        )
      },
      meta: { card: 'title' },
    }),
    column.accessor('topic', {
      header: 'Topic',
      cell: (info) => labelOf(notificationTopicOptions, info.getValue()),
    }),
    column.accessor('created_at', {
      header: 'Received',
      cell: (info) => formatDateTime(info.getValue()),
      enableSorting: true,
      sortDescFirst: true,
    }),
    column.accessor('read_at', {
      id: 'read',
      header: 'State',
      cell: (info) => <ReadStateBadge notification={info.row.original} />,
      enableSorting: true,
      meta: { card: 'badge' },
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">Open</span>,
      cell: (info) => {
        const notification = info.row.original
        return (
          <Button
            href={notificationPath(notification.record)}
            variant="plain"
            color="blue"
            size="sm-flush"
            onClick={() => markOpened(notification)}
          >
            Open
            <span className="sr-only"> {notification.title}</span>
          </Button>
        )
      },
      meta: { card: 'actions' },
    }),
  ])
}
