import type { z } from 'zod'
import type { calendarDaySchema, Holiday, LeaveRequest } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { chargesDay } from '@contract/working-days'
import { datesOfMonth } from './month-dates'

export type CompanyCalendarDay = z.infer<typeof calendarDaySchema>

/** One of the person's own leaves on a day: pending, approved, or approved with a cancellation asked. */
export type OwnLeave = { id: number; type: LeaveType; status: RequestStatus }

/** What the calendar shows on a day. Teammates are named only: their leave's type and reason stay theirs. */
export type CalendarDay = {
  date: string
  holiday: Holiday | null
  mine: OwnLeave[]
  /** `photo` only where the teammate lets colleagues see it (docs/product/privacy.md#consent-and-notices). */
  teammates: { id: number; name: string; photo: string | null }[]
}

export const hasSomething = (day: CalendarDay) =>
  day.holiday !== null || day.mine.length > 0 || day.teammates.length > 0

/**
 * The month's days from the company calendar (holidays, approved leave, the person's own marked
 * `is_mine`) and the person's own pending leave overlapping the month, on the days it would take by the
 * server's own rule (contract/working-days.ts), as the calendar answer does for approved leave.
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
    // The server names the type of the person's own leave always; a colleague's is only 'away'.
    const own = away.flatMap(({ id, type, status, is_mine }) =>
      is_mine && type !== 'away' ? [{ id, type, status }] : [],
    )
    const waiting = pending.filter(
      (leave) =>
        leave.date_started <= date &&
        leave.date_finished >= date &&
        chargesDay(leave.type, date, holiday ? [holiday] : []),
    )
    return {
      date,
      holiday,
      mine: [...own, ...waiting.map(({ id, type, status }) => ({ id, type, status }))],
      teammates: away
        .filter((leave) => !leave.is_mine)
        .map(({ id, employee_name, employee_avatar }) => ({ id, name: employee_name, photo: employee_avatar })),
    }
  })
}
