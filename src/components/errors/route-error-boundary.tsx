import type { ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
// Not '@/lib/api': every route's error boundary loads at start-up, and that module builds the client.
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'
import { reloadPage } from '@/lib/navigation'
import { isCodeNotArrived } from './code-not-arrived'
import { useRouteRetry } from './use-route-retry'

const CODE_NOT_ARRIVED_MESSAGE = 'Part of this page did not arrive. Check your connection, then reload the page.'

/**
 * Every route's error boundary: a failed screen shows this panel instead of a blank page. Only an
 * ApiError's message is shown: it is worded for people, where a crash's message is not. Code that did
 * not arrive comes only with a reload, so that panel offers one instead of Try again.
 */
export function RouteErrorBoundary({ error, reset }: ErrorComponentProps) {
  const { retry, retrying } = useRouteRetry(reset)
  const codeNotArrived = isCodeNotArrived(error)
  const detail = isApiError(error)
    ? error.message
    : codeNotArrived
      ? CODE_NOT_ARRIVED_MESSAGE
      : UNEXPECTED_ERROR_MESSAGE

  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-ink">Something went wrong</h2>
      <p className="text-sm text-slate-600">{detail}</p>
      <div className="mt-2 flex gap-3">
        {codeNotArrived ? (
          <Button color="blue" onClick={reloadPage}>
            Reload the page
          </Button>
        ) : (
          <Button color="blue" loading={retrying} onClick={retry}>
            Try again
          </Button>
        )}
        <Button href="/" color="blue" variant="outline">
          Go home
        </Button>
      </div>
    </div>
  )
}
