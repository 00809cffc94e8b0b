import { Button } from '@/components/ui/button'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'
import { formatMonth } from '../month-dates'

/** The month's calendar could not be loaded: the server's message (worded for people) and Retry. */
export function CalendarLoadError({ month, error, onRetry }: { month: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
      <h3 className="text-base font-semibold text-ink">The calendar of {formatMonth(month)} could not be loaded</h3>
      <p className="text-sm text-slate-700">{isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}</p>
      <Button color="blue" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
