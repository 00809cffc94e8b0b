import { leaveTypeLabel } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { formatDate } from '@/lib/dates'
import { holidayKinds } from '@/lib/holiday-kinds'
import type { CalendarDay } from './calendar-days'

/** How the calendar words the status of the person's own leave. */
export const ownLeaveStatusWords: Partial<Record<RequestStatus, string>> = {
  pending: 'pending approval',
  approved: 'approved',
  for_cancellation: 'approved, cancellation asked',
}

/** 'Regular holiday', 'Special non-working day', 'Special working day': the kinds as labels. */
export const holidayKindLabel = (kind: keyof typeof holidayKinds) =>
  holidayKinds[kind].charAt(0).toUpperCase() + holidayKinds[kind].slice(1)

export const teammatesAway = (count: number) => `${count} ${count === 1 ? 'teammate' : 'teammates'} away`

/**
 * A day in one sentence, for the day's button in the grid: its date, then what is on it, so a screen
 * reader hears the day's content while moving through the month.
 */
export function daySummary(day: CalendarDay, { isToday }: { isToday: boolean }): string {
  return [
    formatDate(day.date),
    isToday ? 'today' : undefined,
    day.holiday ? `${day.holiday.name} (${holidayKinds[day.holiday.type]})` : undefined,
    ...day.mine.map(
      (leave) => `your ${leaveTypeLabel(leave.type)}, ${ownLeaveStatusWords[leave.status] ?? leave.status}`,
    ),
    day.teammates.length > 0 ? teammatesAway(day.teammates.length) : undefined,
  ]
    .filter(Boolean)
    .join(', ')
}
