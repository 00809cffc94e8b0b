import { z } from 'zod'
import { db } from '../db'
import { latestPayslipOf } from '../db/payslips'
import { findUserByEmail } from '../db/users'
import { attachmentOpenedEntry, logAccess, payslipOpenedEntry } from '../rules/access-log'
import { certificateKind } from '../rules/certificate-kind'
import { companyStaffNameFor } from '../rules/company-staff'
import { expenseKind, leaveKind } from '../rules/request-kinds'
import { dateRange } from '../wording'
import { ControlError, controlRoute } from './control-route'

/** The kinds of request whose files HR opens, by where their files are kept. */
const requestKinds = [leaveKind, expenseKind, certificateKind]

function employeeByEmail(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
  return user
}

/**
 * What HR reads in the admin application, which this front end does not have: a payslip, a request's
 * document. Each read is written to the employee's access log, as the real server would
 * (docs/product/privacy.md#access-log).
 */
export const hrReadControl = {
  /** HR opens the employee's latest payslip. */
  openLatestPayslip: (email: string) => {
    const user = employeeByEmail(email)
    const payslip = latestPayslipOf(user.id)
    if (!payslip) throw new ControlError(409, `${user.full_name} has no payslip yet.`)
    const by = companyStaffNameFor(user.id)
    logAccess(user.id, payslipOpenedEntry(payslip, by))
    return { by, period: dateRange(payslip.period_start, payslip.period_end) }
  },

  /** HR opens the newest document the employee attached to a request, whatever its kind. */
  openLatestAttachment: (email: string) => {
    const user = employeeByEmail(email)
    const file = db.stored_file
      .getAll()
      .filter((row) => row.user_id === user.id && row.attachable_id !== null)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]
    const kind = requestKinds.find((rules) => rules.attachedTo === file?.attachable_kind)
    if (!file || file.attachable_id === null || !kind) {
      throw new ControlError(409, `${user.full_name} has attached no document to a request.`)
    }
    const by = companyStaffNameFor(user.id)
    const request = { id: file.attachable_id, noun: kind.words.request }
    logAccess(user.id, attachmentOpenedEntry(request, by))
    return { by, request: `${request.noun} #${request.id}` }
  },
}

const byEmail = z.object({ email: z.string().min(1) })

export const hrReadControlRoutes = [
  controlRoute('POST', '/payslips/open-latest', "HR opens an employee's latest payslip (email)", byEmail, ({ email }) =>
    hrReadControl.openLatestPayslip(email),
  ),
  controlRoute(
    'POST',
    '/attachments/open-latest',
    'HR opens the newest document an employee attached to a request (email)',
    byEmail,
    ({ email }) => hrReadControl.openLatestAttachment(email),
  ),
]
