import { db } from '../db'
import { userIdOf } from './seeded'

/** Maria's (persona `regular`) seeded payslip of a cut-off, for the payslip tests. */
export function mariasPayslip(year: number, month: number, cutoff: 'first_half' | 'second_half') {
  const payslip = db.payslip
    .getAll()
    .find(
      (row) =>
        row.user_id === userIdOf('regular') &&
        row.payslip_year === year &&
        row.payslip_month === month &&
        row.cutoff === cutoff,
    )
  if (!payslip) throw new Error(`no payslip for ${year}-${month} ${cutoff}`)
  return payslip
}
