import { createFileRoute } from '@tanstack/react-router'
import { notificationListQuery } from '@contract/list-queries'
import { listQueryOf, listSearch } from '@/components/data-table/list-search'
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications'
import { NotificationsPage } from '@/features/notifications/notifications-page'

const search = listSearch(notificationListQuery)

/** Every notification, newest first (or unread first), with state and topic filters and paging in the URL. */
export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: 'Notifications' },
  validateSearch: search.validateSearch,
  search: search.search,
  loaderDeps: ({ search: listed }) => listed,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions(listQueryOf(deps)))
  },
  // The loader comes with the page's chunk, out of every other page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const listed = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <NotificationsPage
      search={listed}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
    />
  )
}
