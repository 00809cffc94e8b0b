import { useId, useState } from 'react'
import { CalendarLegend } from '@/components/ui/calendar-legend'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/dates'
import type { CalendarMonth } from '../api/use-calendar-month'
import { hasSomething } from '../calendar-days'
import { monthOf } from '../month-dates'
import { CalendarLoadError } from './calendar-load-error'
import { DayDetails } from './day-details'
import { legendMarks } from './legend-marks'
import { EmptyMonth, MonthAgenda } from './month-agenda'
import { MonthGrid } from './month-grid'
import { MonthNav } from './month-nav'

export type LeaveCalendarViewProps = {
  month: string
  today: string
  calendar: CalendarMonth
  /** A grid with a details panel on a wide screen, a list of the busy days on a phone. */
  layout: 'grid' | 'agenda'
  monthHref: (month: string) => string
  /** A keyboard move into another month. */
  onMonthChange: (month: string) => void
}

/**
 * The leave calendar of a month: holidays by kind, the person's own leave (pending apart from
 * approved) and teammates away. The grid's day opens its details in the panel beside it.
 */
export function LeaveCalendarView({
  month,
  today,
  calendar,
  layout,
  monthHref,
  onMonthChange,
}: LeaveCalendarViewProps) {
  const titleId = useId()
  const panelTitleId = useId()
  const [selected, setSelected] = useState<string | null>(null)
  const [moved, setMoved] = useState<{ date: string; focus: boolean } | null>(null)

  const inMonth = (date: string | null | undefined): date is string => !!date && monthOf(date) === month
  const shownDay = inMonth(selected) ? selected : inMonth(today) ? today : null
  const cursor = inMonth(moved?.date) ? moved.date : (shownDay ?? `${month}-01`)
  const shown = shownDay ? calendar.days?.find((day) => day.date === shownDay) : undefined
  const empty = calendar.status === 'success' && !calendar.days.some(hasSomething)

  function move(date: string) {
    setMoved({ date, focus: true })
    if (!inMonth(date)) onMonthChange(monthOf(date))
  }

  let body
  if (calendar.status === 'error') {
    body = <CalendarLoadError month={month} error={calendar.error} onRetry={calendar.retry} />
  } else if (layout === 'agenda') {
    body = <MonthAgenda month={month} today={today} days={calendar.days} />
  } else {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="flex flex-col gap-3">
          {empty && <EmptyMonth month={month} />}
          <MonthGrid
            month={month}
            today={today}
            days={calendar.days}
            selected={shownDay}
            cursor={cursor}
            focusCursor={moved?.focus === true && moved.date === cursor}
            onMove={move}
            onSelect={(date) => {
              setSelected(date)
              setMoved({ date, focus: false })
            }}
            labelledBy={titleId}
          />
        </div>
        <Card asChild className="self-start">
          <section aria-labelledby={panelTitleId} aria-live="polite">
            <CardHeader>
              <CardTitle asChild>
                <h2 id={panelTitleId}>{shownDay ? formatDate(shownDay) : 'Choose a day'}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {!shownDay ? (
                <p className="text-sm text-slate-600">Choose a day to see its holiday and who is away.</p>
              ) : shown ? (
                <DayDetails day={shown} />
              ) : (
                <Skeleton className="h-4 w-40" />
              )}
            </CardContent>
          </section>
        </Card>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <MonthNav month={month} thisMonth={monthOf(today)} monthHref={monthHref} titleId={titleId} />
      <CalendarLegend marks={legendMarks} />
      {body}
    </div>
  )
}
