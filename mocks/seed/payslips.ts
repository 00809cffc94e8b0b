import { manilaInstant } from '@contract/dates/manila'
import { weekdayOf } from '@contract/dates/business-date'
import { holidayOn } from '../rules/holidays'
import type { ExtraWork } from '../rules/payroll'
import { addDays, datesBetween } from '../rules/working-days'
import { payPeriodOn, previousPayPeriod, type PayPeriod } from '../rules/pay-periods'
import { publishPayslip } from '../rules/payslip-publishing'
import { todayOf } from './calendar'
import type { AreaSeeder } from './context'
import type { PersonaKey } from './personas'

/**
 * Payslips of every cut-off paid so far: since hiring for the main and probationary personas, the
 * last few for the other named employees. Published the day before payday; all opened except the
 * latest one or two. Runs after the leave seed: approved leave without pay comes off the basic pay.
 */
const history: Partial<Record<PersonaKey, { periods: number; unviewed: number }>> = {
  regular: { periods: Infinity, unviewed: 2 },
  probationary: { periods: Infinity, unviewed: 1 },
  twoFactor: { periods: 6, unviewed: 1 },
  mustChangePassword: { periods: 6, unviewed: 1 },
  adminEmployee: { periods: 6, unviewed: 1 },
}

/**
 * The main persona's timesheets beyond the ordinary schedule: her team ships in the first half of
 * every odd month (6 hours of overtime, 4 of them after 10 pm), and she is on call on the regular
 * holidays of June and August that fall on a weekday. Everyone else works the ordinary schedule.
 */
function extraWorkOf(persona: PersonaKey, period: PayPeriod): ExtraWork {
  if (persona !== 'regular') return {}
  const releaseCutoff = period.cutoff === 'first_half' && period.payslip_month % 2 === 1
  const onCallMonth = period.payslip_month === 6 || period.payslip_month === 8
  const holidaysWorked = onCallMonth
    ? datesBetween(period.period_start, period.period_end).filter((date) => {
        const weekday = weekdayOf(date)
        return holidayOn(date)?.type === 'regular' && weekday !== 0 && weekday !== 6
      }).length
    : 0
  return {
    overtimeHours: releaseCutoff ? 6 : 0,
    nightDifferentialHours: releaseCutoff ? 4 : 0,
    regularHolidaysWorked: holidaysWorked,
  }
}

/** Paid cut-offs that started on or after the hire date, newest last. */
function paidPeriods(today: string, hiredOn: string, limit: number): PayPeriod[] {
  const periods: PayPeriod[] = []
  let period = payPeriodOn(today)
  while (period.pay_date > today) period = previousPayPeriod(period)
  while (period.period_start >= hiredOn && periods.length < limit) {
    periods.unshift(period)
    period = previousPayPeriod(period)
  }
  return periods
}

export const seedPayslips: AreaSeeder = ({ db, now, personaIds }) => {
  const today = todayOf(now)
  for (const [persona, plan] of Object.entries(history) as [PersonaKey, { periods: number; unviewed: number }][]) {
    const user = db.user.getAll().find((candidate) => candidate.id === personaIds[persona])
    const salary = db.employee_record.getAll().find((record) => record.user_id === user?.id)?.monthly_salary
    if (!user?.hired_on || !salary) continue
    const periods = paidPeriods(today, user.hired_on, plan.periods)
    periods.forEach((period, index) => {
      const publishedOn = addDays(period.pay_date, -1)
      const opened = index < periods.length - plan.unviewed
      publishPayslip(user.id, salary, period, {
        publishedAt: manilaInstant(publishedOn, 10),
        viewedAt: opened ? manilaInstant(period.pay_date, 20, 30) : null,
        worked: extraWorkOf(persona, period),
      })
    })
  }
}
