import { useMemo } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { NeedsConnection } from '@/components/offline/needs-connection'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { Button } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { notificationsQueryOptions } from './api/get-notifications'
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read'
import { notificationColumns } from './components/notification-columns'
import { notificationSelectFilters, type NotificationSearch } from './components/notification-filters'
import { useMarkOpened } from './components/use-open-notification'

export type NotificationsPageProps = {
  search: NotificationSearch
  onSearchChange: (search: NotificationSearch, change: SearchChange) => void
}

/**
 * /notifications: every notification, newest first or unread first, filtered by state and topic and
 * paged on the server, all of it in the URL. Opening one shows its record and marks it read.
 */
export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const markOpened = useMarkOpened()
  const markAll = useMarkAllNotificationsRead()
  const columns = useMemo(() => notificationColumns(markOpened), [markOpened])
  return (
    <Page
      title="Notifications"
      description="What HR decided on your requests, your payslips and notices about your account."
      actions={
        <NeedsConnection>
          {(action) => (
            <Button
              variant="outline"
              color="blue"
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
              {...action}
            >
              Mark all as read
            </Button>
          )}
        </NeedsConnection>
      }
    >
      <section aria-label="Your notifications" className="min-w-0">
        <DataTable
          label="Notifications"
          search={search}
          onSearchChange={onSearchChange}
          queryOptions={notificationsQueryOptions}
          columns={columns}
          getRowId={(notification) => String(notification.id)}
          filters={notificationSelectFilters}
          emptyMessage="You have no notifications yet. HR's decisions and new payslips show here."
          noMatchMessage="No notifications match these filters."
        />
      </section>
    </Page>
  )
}
