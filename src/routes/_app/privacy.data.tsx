import { createFileRoute } from '@tanstack/react-router'
import { privacyCategoriesQueryOptions } from '@/features/privacy-categories/api/get-privacy-categories'
import { HeldDataPage } from '@/features/privacy-categories/held-data-page'

/** docs/product/privacy.md#what-the-company-holds: open to every employment type. */
export const Route = createFileRoute('/_app/privacy/data')({
  staticData: { title: 'What the company holds' },
  // Prefetched, not awaited: the page and its placeholders paint at once, and a failure is the page's own (with Retry).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyCategoriesQueryOptions())
  },
  component: HeldDataPage,
})
