import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/dates'
import { formatMonth } from '@/lib/dates/format-month'
import { cn } from '@/lib/cn'
import { hasSomething, type CalendarDay } from '../calendar-days'
import { DayDetails } from './day-details'

export type MonthAgendaProps = {
  month: string
  today: string
  /** Undefined while the month loads. */
  days: readonly CalendarDay[] | undefined
}

/** On a phone: the month's days that have something on them, one after the other, each with its details. */
export function MonthAgenda({ month, today, days }: MonthAgendaProps) {
  if (days === undefined)
    return (
      <div role="status" aria-label={`Loading ${formatMonth(month)}`} className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
        ))}
      </div>
    )
  const busy = days.filter(hasSomething)
  if (busy.length === 0) return <EmptyMonth month={month} />
  return (
    <ol aria-label={`${formatMonth(month)}, day by day`} className="flex flex-col gap-3">
      {busy.map((day) => (
        <li
          key={day.date}
          className={cn(
            'rounded-lg border bg-white p-3',
            day.date === today ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
          )}
        >
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
            {formatDate(day.date)}
            {day.date === today && (
              <span className="rounded-full bg-brand-600 px-2 text-xs leading-5 font-medium text-white">Today</span>
            )}
          </h3>
          <DayDetails day={day} />
        </li>
      ))}
    </ol>
  )
}

/** A month with no holiday and nobody away. */
export function EmptyMonth({ month, className }: { month: string; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700',
        className,
      )}
    >
      Nothing on the calendar in {formatMonth(month)}: no holidays, and nobody is on leave.
    </p>
  )
}
