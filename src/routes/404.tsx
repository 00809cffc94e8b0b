import { createFileRoute, useLocation } from '@tanstack/react-router'
import { StatusPage } from '@/components/errors/status-page'

/**
 * A status that is not a whole number from 100 to 599 is ignored rather than an error: this page must
 * always render. Plain code, not zod: search validation runs in the entry chunk, which the landing
 * page loads first (docs/decisions/0006-landing-first-load-budget.md).
 */
function parseErrorPageSearch(search: Record<string, unknown>): { status?: number } {
  const raw = search.status
  const status = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN
  return Number.isInteger(status) && status >= 100 && status <= 599 ? { status } : {}
}

export const Route = createFileRoute('/404')({
  validateSearch: parseErrorPageSearch,
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
