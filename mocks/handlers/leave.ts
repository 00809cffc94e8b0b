import { contract } from '@contract'
import { implement, success, unprocessable } from '../adapter'
import { manilaDate } from '../clock'
import { db } from '../db'
import { leaveRequestsOf } from '../db/requests'
import { holidayOn, holidaysOf } from '../rules/holidays'
import { chargesDay, datesBetween, isWorkingDay, leaveDays } from '../rules/working-days'
import { balancesOn, chargeOnBalance, leaveBalances } from '../rules/leave-balances'
import { dateRange } from '../wording'
import { DATE_HOLDING_STATUSES } from '../rules/leave-filing'
import { leaveKind } from '../rules/request-kinds'
import { photosShownToColleagues } from '../rules/privacy-consent'
import { leaveTypeRules } from '../rules/statutory-leave'
import { requestHandlers } from './requests'

/**
 * Leave requests (regular and probationary employees; the adapter applies the gate): what only leave
 * has (holidays, taken dates, the calendar, balances), then the routes every request kind has
 * (requests.ts). Literal paths come before /leaves/:id, or MSW would read "holidays" as an id.
 */
const routes = contract.leave

/**
 * Who is away on each date of a month: approved leaves (still approved while a cancellation waits). The
 * caller's own leave keeps its type and its days; a colleague's is `away` on working days, whatever its type,
 * so neither the value nor the days (maternity leave takes weekends) tell one type from another
 * (docs/decisions/0047-confidential-leave.md).
 */
function companyCalendar(companyId: number | null, callerId: number, month: string) {
  const first = `${month}-01`
  const dates = datesBetween(first, `${month}-31`).filter((date) => date.startsWith(month))
  const last = dates.at(-1) ?? first
  const people = new Map(
    db.user
      .getAll()
      .filter((user) => user.company_id === companyId)
      .map((user) => [user.id, user]),
  )
  // A colleague's photo only where they let colleagues see it (docs/product/privacy.md#consent-and-notices).
  const shown = photosShownToColleagues()
  const photoOf = (userId: number) =>
    userId === callerId || shown.has(userId) ? (people.get(userId)?.employee_avatar ?? null) : null
  const away = db.leave_request
    .getAll()
    .filter(
      (leave) =>
        (leave.status === 'approved' || leave.status === 'for_cancellation') &&
        people.has(leave.user_id) &&
        leave.date_started <= last &&
        leave.date_finished >= first,
    )
  return dates.map((date) => ({
    date,
    holiday: holidayOn(date) ?? null,
    leaves: away
      .filter(
        (leave) =>
          leave.date_started <= date &&
          leave.date_finished >= date &&
          (leave.user_id === callerId ? chargesDay(leave.type, date) : isWorkingDay(date)),
      )
      .map((leave) => ({
        id: leave.id,
        employee_name: people.get(leave.user_id)?.full_name ?? '',
        employee_avatar: photoOf(leave.user_id),
        type: leave.user_id === callerId ? leave.type : ('away' as const),
        status: leave.status,
        is_mine: leave.user_id === callerId,
      })),
  }))
}

export const leaveHandlers = [
  implement(routes.holidays, ({ query }) => success(holidaysOf(query.year), `Philippine holidays of ${query.year}.`)),

  implement(routes.ongoingDates, ({ user }) => {
    const today = manilaDate()
    const taken = leaveRequestsOf(user.id)
      .filter((leave) => DATE_HOLDING_STATUSES.includes(leave.status) && leave.date_finished >= today)
      .flatMap((leave) =>
        datesBetween(leave.date_started < today ? today : leave.date_started, leave.date_finished).map((date) => ({
          date,
          leave_id: leave.id,
          status: leave.status,
        })),
      )
      .sort((a, b) => a.date.localeCompare(b.date))
    return success(taken, 'Dates already taken by your pending and approved leaves.')
  }),

  implement(routes.calendar, ({ user, query }) =>
    success(companyCalendar(user.company_id, user.id, query.month), `The leave calendar of ${query.month}.`),
  ),

  implement(routes.types, ({ user }) =>
    success(leaveTypeRules(user, manilaDate()), 'The leave types, and which of them you can take.'),
  ),

  implement(routes.balances, ({ user }) =>
    success(leaveBalances(user, Number(manilaDate().slice(0, 4))), "This year's leave balances."),
  ),

  implement(routes.balancesOn, ({ user, query }) => {
    const year = manilaDate().slice(0, 4)
    if (!query.date.startsWith(year))
      return unprocessable({ date: [`Choose a date in ${year}: balances are projected for this year only.`] })
    const balances = balancesOn(user, query.date, query.type)
    return success(balances, `Your leave balances on ${dateRange(query.date)}.`)
  }),

  implement(routes.balancePreview, ({ user, query }) => {
    const days = leaveDays(query.type, query.date_started, query.date_finished)
    return success(
      chargeOnBalance(user, query.type, query.date_started, days),
      `What this leave charges and leaves of your balance on ${dateRange(query.date_started)}.`,
    )
  }),

  ...requestHandlers(leaveKind),
]
