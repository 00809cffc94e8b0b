import { createFileRoute } from '@tanstack/react-router'
import { consentQueryOptions } from '@/features/privacy-consent/api/get-consent'
import { ChoicesPage } from '@/features/privacy-consent/choices-page'

/** docs/product/privacy.md#consent-and-notices: open to every employment type. */
export const Route = createFileRoute('/_app/privacy/choices')({
  staticData: { title: 'Your choices' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(consentQueryOptions())
  },
  // The loader comes with the page's chunk, out of every other page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: ChoicesPage,
})
