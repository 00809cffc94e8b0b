import { createFileRoute } from '@tanstack/react-router'
import { certificateListQuery } from '@contract/list-queries'
import { listQueryOf } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { RequestPage } from '@/components/requests/request-page'
import { requestListQueryOptions } from '@/components/requests/request-queries'
import { useRequestScreen } from '@/components/requests/use-request-screen'
import { certificateKind } from '@/features/certificate/certificate-kind'
import { firstDataWhereHere } from '@/lib/api/first-responses'
import { requireEmploymentType } from '@/session/guards'

/** docs/product/screens-and-routes.md#employee-routes: employees, not contractors (contract/access.ts). */
export const Route = createFileRoute('/_app/certificate')({
  staticData: { title: 'Certificate of Employment' },
  beforeLoad: requireEmploymentType('certificate'),
  // The list's rules, not the kind: the search is checked on every page's first load, the kind comes with the page.
  ...requestListSearch(certificateListQuery),
  // Prefetched, not awaited, as every request page (decisions 16 and 57); it comes with the page's chunk.
  loader: ({ context, deps }) =>
    firstDataWhereHere(() => [
      context.queryClient.prefetchQuery(requestListQueryOptions(certificateKind, listQueryOf(deps))),
    ]),
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: CertificateRoute,
})

function CertificateRoute() {
  return (
    <RequestPage
      kind={certificateKind}
      {...useRequestScreen(Route.useSearch(), Route.useNavigate(), certificateKind.describe)}
    />
  )
}
