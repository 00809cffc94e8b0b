import { createFileRoute } from '@tanstack/react-router'
import { accessLogListQuery } from '@contract/list-queries'
import { listQueryOf, listSearch } from '@/components/data-table/list-search'
import { accessLogQueryOptions } from '@/features/access-log/api/get-access-log'
import { AccessLogPage } from '@/features/access-log/access-log-page'

const search = listSearch(accessLogListQuery)

/** The access log, with its category and actor filters and paging in the URL. */
export const Route = createFileRoute('/_app/privacy/activity')({
  staticData: { title: 'Who saw my data' },
  validateSearch: search.validateSearch,
  search: search.search,
  loaderDeps: ({ search: listed }) => listed,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(accessLogQueryOptions(listQueryOf(deps)))
  },
  // The loader comes with the page's chunk, out of every other page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: AccessLogRoute,
})

function AccessLogRoute() {
  const listed = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccessLogPage search={listed} onSearchChange={(next, { replace }) => void navigate({ search: next, replace })} />
  )
}
