import type { Holiday } from '@contract/leave'
import { cn } from '@/lib/cn'
import { formatDayAndMonth } from '@/lib/dates/format-month'

/** A mark on a calendar and what it means: the swatch's classes and its words. */
export type LegendMark = { label: string; mark: string }

export type CalendarLegendProps = {
  marks: readonly LegendMark[]
  /** The shown month's holidays, each named beside its day (a picker's popup). */
  holidays?: readonly Holiday[]
  className?: string
}

/** What a calendar's marks mean, and the names of the shown month's holidays; nothing when there are none. */
export function CalendarLegend({ marks, holidays = [], className }: CalendarLegendProps) {
  if (marks.length === 0 && holidays.length === 0) return null
  return (
    <div data-slot="calendar-legend" className={cn('grid gap-1.5 text-xs text-slate-700', className)}>
      {holidays.length > 0 && (
        <ul aria-label="Holidays this month" className="grid gap-0.5">
          {holidays.map((holiday) => (
            <li key={holiday.date} className="flex items-baseline gap-1.5">
              <span aria-hidden="true" className="size-1.5 shrink-0 translate-y-[-1px] rounded-full bg-red-600" />
              <span className="font-medium text-red-700">{formatDayAndMonth(holiday.date)}</span>
              <span>{holiday.name}</span>
            </li>
          ))}
        </ul>
      )}
      {marks.length > 0 && (
        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1.5">
          {marks.map(({ label, mark }) => (
            <li key={label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={mark} />
              {label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
