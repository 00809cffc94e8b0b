import { createFileRoute } from '@tanstack/react-router'
import { correctionListQuery } from '@contract/list-queries'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestPage } from '@/components/requests/request-page'
import { requestListQueryOptions } from '@/components/requests/request-queries'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { correctionKind } from '@/features/corrections/correction-kind'

/** docs/product/privacy.md#corrections: every employment type may ask. */
export const Route = createFileRoute('/_app/privacy/corrections')({
  staticData: { title: 'Corrections' },
  // The list's rules, not the kind: the search is checked on every page's first load, the kind comes with the page.
  ...requestListSearch(correctionListQuery),
  // Prefetched, not awaited, as every request page (decisions 16 and 57); it comes with the page's chunk.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(requestListQueryOptions(correctionKind, listQueryOf(deps)))
  },
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: CorrectionsRoute,
})

function CorrectionsRoute() {
  return (
    <RequestPage
      kind={correctionKind}
      {...useRequestScreen(Route.useSearch(), Route.useNavigate(), correctionKind.describe)}
    />
  )
}
