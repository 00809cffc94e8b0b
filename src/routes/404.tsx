import { createFileRoute, useLocation } from '@tanstack/react-router'
import { z } from 'zod'
import { StatusPage } from '@/components/errors/status-page'

// A status that is not a number is ignored rather than an error: this page must always render.
const errorPageSearchSchema = z.object({
  status: z.coerce.number().int().min(100).max(599).optional().catch(undefined),
})

export const Route = createFileRoute('/404')({
  validateSearch: (search) => errorPageSearchSchema.parse(search),
  // No page title of its own: the same address shows 403 and 404, so the default title fits best.
  component: ErrorStatusRoute,
})

function ErrorStatusRoute() {
  const { status } = Route.useSearch()
  const replacedRefusedPage = useLocation({ select: (location) => location.state.replacedRefusedPage === true })
  // Spec section 2: after a 403 or 404 the previous entry is the page that failed; skip it.
  const skipsFailedPage = (status === 403 || status === 404) && !replacedRefusedPage
  return <StatusPage status={status ?? 404} backSteps={skipsFailedPage ? 2 : 1} />
}
