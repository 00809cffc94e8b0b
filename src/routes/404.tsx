import { createFileRoute } from '@tanstack/react-router'
import { parseErrorStatus, type ErrorStatus } from '@/components/errors/error-statuses'
import { StatusPage } from '@/components/errors/status-page'

/**
 * Only a status the page has words for is kept (parseErrorStatus). The key is always returned, even
 * undefined: the router keeps any search key validation leaves out, so a dropped status would come
 * back raw. Plain code, not zod: search validation runs in the entry chunk, which the landing page
 * loads first (docs/decisions/0006-landing-first-load-budget.md).
 */
function parseErrorPageSearch(search: Record<string, unknown>): { status: ErrorStatus | undefined } {
  return { status: parseErrorStatus(search.status) }
}

export const Route = createFileRoute('/404')({
  validateSearch: parseErrorPageSearch,
  // No page title of its own: the same address shows 403 and 404, so the default title fits best.
  component: ErrorStatusRoute,
})

function ErrorStatusRoute() {
  const { status } = Route.useSearch()
  // docs/product/screens-and-routes.md#error-page: after a 403 or 404 the previous entry is the page that failed; skip
  // it. Without a status the page says not found, but nothing failed before it, so back is one step.
  return <StatusPage status={status ?? 404} backSteps={status ? 2 : 1} fullPage />
}
