import type { z } from 'zod'
import type { calendarDaySchema, Holiday, LeaveRequest } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { datesOfMonth, weekdayOf } from './month-dates'

export type CompanyCalendarDay = z.infer<typeof calendarDaySchema>

/** One of the person's own leaves on a day: pending, approved, or approved with a cancellation asked. */
export type OwnLeave = { id: number; type: LeaveType; status: RequestStatus }

/** What the calendar shows on a day. Teammates are named only: their leave's type and reason stay theirs. */
export type CalendarDay = {
  date: string
  holiday: Holiday | null
  mine: OwnLeave[]
  teammates: { id: number; name: string }[]
}

export const hasSomething = (day: CalendarDay) =>
  day.holiday !== null || day.mine.length > 0 || day.teammates.length > 0

/**
 * Whether a leave takes up a day: the server's rule for the days it shows and charges (maternity
 * leave runs in calendar days, every other type only on working days: weekdays that are not a regular
 * or special non-working holiday). The calendar answer applies it to approved leave; pending leave
 * comes from the list as a date range, so it is applied here to the same days.
 */
function takesDay(type: LeaveType, date: string, holiday: Holiday | null): boolean {
  if (type === 'maternity leave') return true
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && (holiday === null || holiday.type === 'special_working')
}

/**
 * The month's days from the company calendar (holidays, approved leave, the person's own marked
 * `is_mine`) and the person's own pending leave overlapping the month.
 */
export function calendarDaysOf(
  month: string,
  company: readonly CompanyCalendarDay[],
  pending: readonly Pick<LeaveRequest, 'id' | 'type' | 'status' | 'date_started' | 'date_finished'>[],
): CalendarDay[] {
  const byDate = new Map(company.map((day) => [day.date, day]))
  return datesOfMonth(month).map((date) => {
    const day = byDate.get(date)
    const holiday = day?.holiday ?? null
    const away = day?.leaves ?? []
    const waiting = pending.filter(
      (leave) => leave.date_started <= date && leave.date_finished >= date && takesDay(leave.type, date, holiday),
    )
    return {
      date,
      holiday,
      mine: [
        ...away.filter((leave) => leave.is_mine).map(({ id, type, status }) => ({ id, type, status })),
        ...waiting.map(({ id, type, status }) => ({ id, type, status })),
      ],
      teammates: away.filter((leave) => !leave.is_mine).map(({ id, employee_name }) => ({ id, name: employee_name })),
    }
  })
}
