import { Button } from '@/components/ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { formatMonth } from '@/lib/dates/format-month'
import { shiftMonth } from '../month-dates'

export type MonthNavProps = {
  month: string
  thisMonth: string
  /** The address of a month: the calendar with `?month=`, so each move is a link that reloads the same. */
  monthHref: (month: string) => string
  titleId: string
}

/** The month shown, and links to the months before and after it and back to this month. */
export function MonthNav({ month, thisMonth, monthHref, titleId }: MonthNavProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} aria-live="polite" className="text-lg font-semibold text-ink">
        {formatMonth(month)}
      </h2>
      <nav aria-label="Months" className="flex items-center gap-2">
        <Button href={monthHref(shiftMonth(month, -1))} variant="solid" color="white" size="sm">
          <ChevronLeftIcon />
          Previous<span className="sr-only"> month</span>
        </Button>
        <Button
          href={monthHref(thisMonth)}
          variant="solid"
          color="white"
          size="sm"
          aria-current={month === thisMonth ? 'date' : undefined}
        >
          This month
        </Button>
        <Button href={monthHref(shiftMonth(month, 1))} variant="solid" color="white" size="sm">
          Next<span className="sr-only"> month</span>
          <ChevronRightIcon />
        </Button>
      </nav>
    </div>
  )
}
