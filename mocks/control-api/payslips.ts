import { canUse } from '@contract/access'
import { z } from 'zod'
import { manilaDate, nowIso } from '../clock'
import { employeeRecordOf } from '../db/employee-records'
import { latestPayslipOf } from '../db/payslips'
import { findUserByEmail } from '../db/users'
import { notices } from '../notices'
import { notify } from '../notify'
import { presentPayslip } from '../presenters/payslip'
import { nextPayPeriod, payPeriodOn } from '../rules/pay-periods'
import { publishPayslip } from '../rules/payslip-publishing'
import { ControlError, controlRoute } from './control-route'

/** What payroll does: publish the next payslip of an employee, and tell them (mocks/notify.ts). */
export const payslipControl = {
  /** The cut-off after the employee's latest payslip (or the current one for a first payslip). */
  publishPayslip: (email: string) => {
    const user = findUserByEmail(email)
    if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
    if (!canUse('payslip', user.is_employee ? user.employment_type : null)) {
      throw new ControlError(
        409,
        `${user.full_name} is not paid through payroll (employment type: ${user.employment_type ?? 'none'}).`,
      )
    }
    const salary = employeeRecordOf(user.id)?.monthly_salary ?? 0
    if (salary <= 0) throw new ControlError(422, `${user.full_name} has no monthly salary on file.`)
    const latest = latestPayslipOf(user.id)
    const period = latest ? nextPayPeriod(latest) : payPeriodOn(manilaDate())
    const payslip = publishPayslip(user.id, salary, period, { publishedAt: nowIso() })
    notify(user, notices.payslipPublished(payslip))
    return presentPayslip(payslip)
  },
}

export const payslipControlRoutes = [
  controlRoute(
    'POST',
    '/payslips/publish',
    "Publish an employee's next payslip (email)",
    z.object({ email: z.string().min(1) }),
    ({ email }) => payslipControl.publishPayslip(email),
  ),
]
