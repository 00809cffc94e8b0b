import { canUse } from '@contract/access'
import { z } from 'zod'
import { manilaDate, nowIso } from '../clock'
import { db } from '../db'
import { employeeRecordOf } from '../db/employee-records'
import { latestPayslipOf } from '../db/payslips'
import { findUserByEmail } from '../db/users'
import { notices } from '../notices'
import { notify } from '../notify'
import { presentPayslip } from '../presenters/payslip'
import { logAccess, payslipPublishedEntry } from '../rules/access-log'
import { companyStaffNameFor } from '../rules/company-staff'
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
    const separatedOn = employeeRecordOf(user.id)?.separated_on
    if (separatedOn && period.period_start > separatedOn) {
      throw new ControlError(409, `${user.full_name} left on ${separatedOn}: their last payslip is published.`)
    }
    const payslip = publishPayslip(user.id, salary, period, { publishedAt: nowIso() })
    notify(user, notices.payslipPublished(payslip))
    logAccess(user.id, payslipPublishedEntry(payslip, companyStaffNameFor(user.id)))
    return presentPayslip(payslip)
  },

  /**
   * What HR does when someone leaves: record the last day of employment. The account still signs in
   * for the final payslips and the year's BIR Form 2316, which comes after the last payday
   * (docs/decisions/0050-bir-form-2316.md).
   */
  separateEmployee: (email: string, lastDay: string) => {
    const user = findUserByEmail(email)
    if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
    const record = employeeRecordOf(user.id)
    if (!record) throw new ControlError(409, `${user.full_name} has no employee record.`)
    if (user.hired_on && lastDay < user.hired_on) {
      throw new ControlError(422, `The last day cannot come before the hire date, ${user.hired_on}.`)
    }
    db.employee_record.update({ where: { id: { equals: record.id } }, data: { separated_on: lastDay } })
    logAccess(user.id, {
      actor: { name: companyStaffNameFor(user.id), role: 'hr' },
      category: 'employment',
      action: 'change',
      record: 'last day of employment',
      purpose: 'To record the end of your employment, for your final pay and your BIR Form 2316.',
    })
    return { email, separated_on: lastDay }
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
  controlRoute(
    'POST',
    '/employees/separate',
    "Record an employee's last day of employment (email, last_day YYYY-MM-DD)",
    z.object({ email: z.string().min(1), last_day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    ({ email, last_day }) => payslipControl.separateEmployee(email, last_day),
  ),
]
