import { canUse } from '@contract/access'
import type { Dashboard } from '@contract/dashboard'
import { manilaDate } from '../clock'
import type { UserRow } from '../db'
import { moodEntriesOf } from '../db/mood'
import { latestPayslipOf, payslipsOf } from '../db/payslips'
import { certificateRequestsOf, expenseRequestsOf, leaveRequestsOf } from '../db/requests'
import { holidaysOf } from '../rules/holidays'
import { addDays, isWorkingDay } from '../rules/working-days'
import { leaveBalances } from '../rules/leave-balances'
import { DATE_HOLDING_STATUSES } from '../rules/leave-filing'
import { thirteenthMonthSoFar } from '../rules/thirteenth-month'
import { presentPayslipSummary } from './payslip'

/**
 * The dashboard in one answer. A part the employment type may not use is null (contract/dashboard.ts),
 * so the screen can tell "not for you" from "nothing yet".
 */
const UPCOMING_HOLIDAYS = 5
const UPCOMING_LEAVES = 5
const MOOD_TREND_DAYS = 7

/** The last `count` working days up to today, oldest first. */
function recentBusinessDates(today: string, count: number): string[] {
  const dates: string[] = []
  for (let date = today; dates.length < count; date = addDays(date, -1)) if (isWorkingDay(date)) dates.unshift(date)
  return dates
}

function upcomingHolidays(today: string) {
  const year = Number(today.slice(0, 4))
  return [...holidaysOf(year), ...holidaysOf(year + 1)]
    .filter((holiday) => holiday.date >= today && holiday.type !== 'special_working')
    .slice(0, UPCOMING_HOLIDAYS)
}

export function presentDashboard(user: UserRow): Dashboard {
  const today = manilaDate()
  const employment = user.is_employee ? user.employment_type : null
  const leaveAllowed = canUse('leave', employment)
  const payslipAllowed = canUse('payslip', employment)
  const leaves = leaveAllowed ? leaveRequestsOf(user.id) : []
  const latest = payslipAllowed ? latestPayslipOf(user.id) : null
  const moods = new Map(moodEntriesOf(user.id).map((entry) => [entry.date, entry.mood]))

  return {
    leave_balances: leaveAllowed ? leaveBalances(user, Number(today.slice(0, 4))) : null,
    pending_requests: {
      leave: leaveAllowed ? leaves.filter((leave) => leave.status === 'pending').length : null,
      expense: canUse('expense', employment)
        ? expenseRequestsOf(user.id).filter((expense) => expense.status === 'pending').length
        : null,
      certificate: canUse('certificate', employment)
        ? certificateRequestsOf(user.id).filter((certificate) => certificate.status === 'pending').length
        : null,
    },
    upcoming_holidays: upcomingHolidays(today),
    upcoming_leaves: leaveAllowed
      ? leaves
          .filter((leave) => DATE_HOLDING_STATUSES.includes(leave.status) && leave.date_finished >= today)
          .sort((a, b) => a.date_started.localeCompare(b.date_started))
          .slice(0, UPCOMING_LEAVES)
          .map(({ id, type, date_started, date_finished, status }) => ({
            id,
            type,
            date_started,
            date_finished,
            status,
          }))
      : null,
    latest_payslip: latest ? presentPayslipSummary(latest) : null,
    unviewed_payslips: payslipAllowed
      ? payslipsOf(user.id).filter((payslip) => payslip.viewed_at === null).length
      : null,
    thirteenth_month: payslipAllowed ? thirteenthMonthSoFar(user.id, Number(today.slice(0, 4))) : null,
    mood: {
      today: moods.get(today) ?? null,
      trend: recentBusinessDates(today, MOOD_TREND_DAYS).map((date) => ({ date, mood: moods.get(date) ?? null })),
    },
  }
}
