import { Page } from '@/components/ui/page'
import { manilaToday } from '@/lib/dates'
import { useDesktop } from '@/lib/use-media-query'
import { useCalendarMonth } from '../api/use-calendar-month'
import { LeaveCalendarView } from './leave-calendar-view'

export type LeaveCalendarPageProps = {
  month: string
  monthHref: (month: string) => string
  onMonthChange: (month: string) => void
}

/** /leave-calendar: the month of the address, with its data. */
export function LeaveCalendarPage({ month, monthHref, onMonthChange }: LeaveCalendarPageProps) {
  // Below the desktop breakpoint a month grid has no room for names, so the days become a list.
  const wide = useDesktop()
  const calendar = useCalendarMonth(month)
  return (
    <Page title="Leave Calendar" description="Holidays, your leave and who on your team is away, month by month.">
      <LeaveCalendarView
        month={month}
        today={manilaToday()}
        calendar={calendar}
        layout={wide ? 'grid' : 'agenda'}
        monthHref={monthHref}
        onMonthChange={onMonthChange}
      />
    </Page>
  )
}
