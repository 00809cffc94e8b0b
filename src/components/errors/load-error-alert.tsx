import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
// Not '@/lib/api': error screens load at start-up, and that module builds the client.
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'

export type LoadErrorAlertProps = {
  /** What could not be loaded, as a sentence: "Your dashboard could not be loaded". */
  title: string
  error: unknown
  onRetry: () => void
  retrying?: boolean
  /** The heading's level in the page it stands in for (a page's body, or a section of one). */
  headingLevel?: 2 | 3
  /** A sentence after the reason, e.g. what still works. */
  children?: ReactNode
}

/**
 * A screen or a part of one could not be loaded: it says so in place, with Retry. Only an ApiError's
 * message is shown: it is worded for people, where a crash's message is not.
 */
export function LoadErrorAlert({
  title,
  error,
  onRetry,
  retrying = false,
  headingLevel = 2,
  children,
}: LoadErrorAlertProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
      <Heading className="text-base font-semibold text-ink">{title}</Heading>
      <p className="text-sm text-slate-700">{isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}</p>
      {children && <p className="text-sm text-slate-700">{children}</p>}
      <Button color="blue" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
