import { createFileRoute, Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { payslipListQuery } from '@contract/list-queries'
import type { PayslipSummary } from '@contract/payslip'
import { listQueryOf, listSearch } from '@/components/data-table/list-search'
import { NeedsConnection } from '@/components/offline/needs-connection'
import { latestPayslipQueryOptions } from '@/features/payslip/api/get-latest-payslip'
import { payslipsQueryOptions } from '@/features/payslip/api/get-payslips'
import { thirteenthMonthQueryOptions } from '@/features/payslip/api/get-thirteenth-month'
import { payslipPeriod } from '@/features/payslip/components/payslip-period'
import { PayslipPage } from '@/features/payslip/payslip-page'
import { firstDataWhereHere } from '@/lib/api/first-responses'

const search = listSearch(payslipListQuery)

/** The payslips, newest first, with year and month filters and paging in the URL. */
export const Route = createFileRoute('/_app/payslip/')({
  validateSearch: search.validateSearch,
  search: search.search,
  loaderDeps: ({ search: listed }) => listed,
  // Prefetched, not awaited: the page and its placeholders paint at once (decision 16); awaited where
  // the landing gate's answers have come, as the page then paints once, with them (decision 57).
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [
      context.queryClient.prefetchQuery(payslipsQueryOptions(listQueryOf(deps))),
      context.queryClient.prefetchQuery(latestPayslipQueryOptions()),
      context.queryClient.prefetchQuery(thirteenthMonthQueryOptions()),
    ]),
  // The loader comes with the page's chunk: the /dashboard first load stays within its budget.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: PayslipRoute,
})

function PayslipRoute() {
  const listed = Route.useSearch()
  const navigate = Route.useNavigate()
  const viewLink = useCallback(
    (payslip: PayslipSummary) => (
      // Never preloaded: opening a payslip marks it viewed, and a hover is not opening it. A payslip's own page is
      // read from the server, never kept on the phone (docs/product/offline.md#reading-offline).
      <NeedsConnection>
        {(action) => (
          <Link
            to="/payslip/$id"
            params={{ id: String(payslip.id) }}
            preload={false}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline aria-disabled:text-slate-500 aria-disabled:no-underline"
            {...action}
          >
            View
            <span className="sr-only"> payslip for {payslipPeriod(payslip)}</span>
          </Link>
        )}
      </NeedsConnection>
    ),
    [],
  )
  return (
    <PayslipPage
      search={listed}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
      viewLink={viewLink}
    />
  )
}
