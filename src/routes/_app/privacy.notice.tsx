import { createFileRoute } from '@tanstack/react-router'
import { consentQueryOptions } from '@/features/privacy-consent/api/get-consent'
import { NoticePage } from '@/features/privacy-consent/notice-page'

/** docs/product/privacy.md#consent-and-notices: open to every employment type; where a new notice holds the person. */
export const Route = createFileRoute('/_app/privacy/notice')({
  staticData: { title: 'Privacy notice' },
  // Prefetched, not awaited: the page and its placeholders paint at once, and a failure is the page's own (with Retry).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(consentQueryOptions())
  },
  // The loader comes with the page's chunk, out of every other page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: NoticePage,
})
