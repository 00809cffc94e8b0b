import { contract } from '@contract'
import { implement, notFound, success } from '../adapter'
import { manilaDate, nowIso } from '../clock'
import { findPayslipOf, latestPayslipOf, markViewed, payslipsOf } from '../db/payslips'
import { paginate } from '../db/query'
import { presentPayslip, presentPayslipChanges, presentPayslipSummary } from '../presenters/payslip'
import { payslipFileName, payslipPdf } from '../presenters/payslip-pdf'
import { payslipChanges } from '../rules/payslip-changes'
import { thirteenthMonthSoFar } from '../rules/thirteenth-month'

/**
 * Published payslips (regular and probationary employees; the adapter applies the gate). Opening a
 * payslip, or downloading it, marks it viewed. Another employee's payslip answers 404. Literal paths
 * come before /payslips/:id.
 */
const routes = contract.payslip

const NOT_FOUND = 'Payslip not found.'

export const payslipHandlers = [
  implement(routes.latest, ({ user }) => {
    const latest = latestPayslipOf(user.id)
    return success(
      latest ? presentPayslip(latest) : null,
      latest ? 'Your latest payslip.' : 'No payslip has been published for you yet.',
    )
  }),

  implement(routes.unviewedCount, ({ user }) =>
    success(
      { count: payslipsOf(user.id).filter((payslip) => payslip.viewed_at === null).length },
      'Payslips you have not opened yet.',
    ),
  ),

  implement(routes.list, ({ user, query }) => {
    const { payslip_year: year, payslip_month: month } = query.filter
    const { data, meta } = paginate(payslipsOf(user.id), {
      where: (payslip) =>
        (year === undefined || year === '' || payslip.payslip_year === year) &&
        (month === undefined || month === '' || payslip.payslip_month === month),
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    })
    return {
      status: 200,
      body: { message: 'Your payslips.', data: data.map(presentPayslipSummary), meta, errors: null },
    }
  }),

  implement(routes.thirteenthMonth, ({ user, query }) =>
    success(
      thirteenthMonthSoFar(user.id, query.year ?? Number(manilaDate().slice(0, 4))),
      'Your 13th-month pay so far.',
    ),
  ),

  implement(routes.get, ({ user, params }) => {
    const payslip = findPayslipOf(user.id, params.id)
    return payslip ? success(presentPayslip(markViewed(payslip, nowIso())), 'Your payslip.') : notFound(NOT_FOUND)
  }),

  implement(routes.download, ({ user, params }) => {
    const payslip = findPayslipOf(user.id, params.id)
    if (!payslip) return notFound(NOT_FOUND)
    const viewed = markViewed(payslip, nowIso())
    return {
      status: 200,
      body: new Blob([payslipPdf(viewed, user)], { type: 'application/pdf' }),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${payslipFileName(viewed)}"`,
        'Cache-Control': 'private, no-store',
      },
    }
  }),

  implement(routes.changes, ({ user, params }) => {
    const payslip = findPayslipOf(user.id, params.id)
    return payslip
      ? success(presentPayslipChanges(payslipChanges(payslip)), 'What changed from your payslip before.')
      : notFound(NOT_FOUND)
  }),
]
