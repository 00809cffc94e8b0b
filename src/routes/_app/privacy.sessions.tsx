import { createFileRoute } from '@tanstack/react-router'
import { sessionsQueryOptions } from '@/features/privacy-sessions/api/get-sessions'
import { SessionsPage } from '@/features/privacy-sessions/sessions-page'

/** docs/product/privacy.md#sessions-and-devices: open to every employment type. */
export const Route = createFileRoute('/_app/privacy/sessions')({
  staticData: { title: 'Sessions and devices' },
  // Prefetched, not awaited: the page and its placeholders paint at once, and a failure is the page's own (with Retry).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionsQueryOptions())
  },
  component: SessionsPage,
})
