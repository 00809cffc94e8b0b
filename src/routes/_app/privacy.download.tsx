import { createFileRoute } from '@tanstack/react-router'
import { dataExportQueryOptions } from '@/features/data-export/api/get-data-export'
import { DataExportPage } from '@/features/data-export/data-export-page'

/** docs/product/privacy.md#download-my-data: open to every employment type. */
export const Route = createFileRoute('/_app/privacy/download')({
  staticData: { title: 'Download my data' },
  // Prefetched, not awaited: the page and its placeholder paint at once, and a failure is the page's own (with Retry).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dataExportQueryOptions())
  },
  // The loader comes with the page's chunk, out of every other page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: DataExportPage,
})
