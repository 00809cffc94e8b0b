import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { formatMonth } from '@/lib/dates/format-month'

/** The month's calendar could not be loaded: the server's message (worded for people) and Retry. */
export function CalendarLoadError({ month, error, onRetry }: { month: string; error: unknown; onRetry: () => void }) {
  return (
    <LoadErrorAlert
      title={`The calendar of ${formatMonth(month)} could not be loaded`}
      error={error}
      onRetry={onRetry}
      headingLevel={3}
    />
  )
}
