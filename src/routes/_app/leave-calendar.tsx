import { createFileRoute } from '@tanstack/react-router'
import { isCalendarMonth } from '@contract/calendar-month'
import { prefetchCalendarMonth } from '@/features/leave-calendar/api/prefetch-calendar-month'
import { LeaveCalendarPage } from '@/features/leave-calendar/components/leave-calendar-page'
import { monthOf } from '@/features/leave-calendar/month-dates'
import { manilaToday } from '@/lib/dates'
import { requireEmploymentType } from '@/session/guards'

/**
 * The month in the address (`?month=2026-12`), checked with the calendar endpoint's own rule; a month
 * that fails it (hand-edited, cut short) is dropped, and the page shows this month.
 */
const calendarSearch = (search: Record<string, unknown>): { month?: string } => ({
  month: isCalendarMonth(search.month) ? search.month : undefined,
})

const shownMonth = (month: string | undefined) => month ?? monthOf(manilaToday())
const monthHref = (month: string) => `/leave-calendar?month=${month}`

/**
 * docs/product/screens-and-routes.md#employee-routes: regular and probationary employees, as leave is
 * (contract/access.ts); reached from the dashboard, whose sidebar item it highlights.
 */
export const Route = createFileRoute('/_app/leave-calendar')({
  staticData: { title: 'Leave Calendar' },
  beforeLoad: requireEmploymentType('leave'),
  validateSearch: calendarSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // Started, not awaited: the grid of a month needs no data to paint, so a move shows at once and
  // the month's marks follow.
  loader: ({ context, deps }) => {
    prefetchCalendarMonth(context.queryClient, shownMonth(deps.month))
  },
  // The loader comes with the page's chunk: it only starts fetches the page would start anyway, and
  // it stays out of every page's first load (the /dashboard budget).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: LeaveCalendarRoute,
})

function LeaveCalendarRoute() {
  const { month } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LeaveCalendarPage
      month={shownMonth(month)}
      monthHref={monthHref}
      onMonthChange={(next) => void navigate({ search: { month: next } })}
    />
  )
}
