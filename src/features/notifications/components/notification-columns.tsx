import { notificationPath } from '@contract/notification-links'
import type { Notification } from '@contract/notifications'
import { labelOf, notificationTopicOptions } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { formatDateTime } from '@/lib/dates'
import { ReadStateBadge } from './read-state-badge'

const column = dataTableColumns<Notification>()

/**
 * The notifications page's columns: what happened (bold while unread), its topic, when, whether it
 * was read (sorting by it puts the unread first), and the way to its record, which marks it read.
 */
export function notificationColumns(open: (notification: Notification) => void) {
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
          <a
            href={notificationPath(notification.record)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={(event) => {
              // A new tab or a window: the browser's own, as for any link.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              open(notification)
            }}
          >
            Open
            <span className="sr-only"> {notification.title}</span>
          </a>
        )
      },
      meta: { card: 'actions' },
    }),
  ])
}
