import { contract } from '@contract'
import { conflict, created, implement, notFound, success, unprocessable } from '../adapter'
import { manilaDate, nowIso } from '../clock'
import { db } from '../db'
import { appendStatusChange, findLeaveOf, leaveRequestsOf } from '../db/requests'
import { paginate } from '../db/query'
import { holidayOn, holidaysOf } from '../domain/holidays'
import { chargesDay, datesBetween } from '../domain/working-days'
import { presentLeave, presentLeaves } from '../presenters/requests'
import { recentDuplicate, submissionDigest } from '../rules/duplicate-submissions'
import { leaveBalances } from '../rules/leave-balances'
import { DATE_HOLDING_STATUSES, leaveFilingErrors } from '../rules/leave-filing'
import { dateRangeErrors, leaveMatcher } from '../rules/list-filters'
import { moveLeave } from '../rules/request-moves'
import { canMove } from '../rules/request-transitions'
import { checkAttachments } from '../rules/uploads'
import { dateRange, statusWords } from '../rules/wording'
import { storeFile } from '../storage/stored-files'

/**
 * Leave requests (regular and probationary employees; the adapter applies the gate). Every lookup is
 * the caller's own: another employee's leave answers 404. Literal paths come before /leaves/:id, or
 * MSW would read "holidays" as an id.
 */
const routes = contract.leave

const originOf = (request: Request) => new URL(request.url).origin
const NOT_FOUND = 'Leave request not found.'

/** Who is away on each date of a month: approved leaves (still approved while a cancellation waits). */
function companyCalendar(companyId: number | null, callerId: number, month: string) {
  const first = `${month}-01`
  const dates = datesBetween(first, `${month}-31`).filter((date) => date.startsWith(month))
  const last = dates.at(-1) ?? first
  const names = new Map(
    db.user
      .getAll()
      .filter((user) => user.company_id === companyId)
      .map((user) => [user.id, user.full_name]),
  )
  const away = db.leave_request
    .getAll()
    .filter(
      (leave) =>
        (leave.status === 'approved' || leave.status === 'for_cancellation') &&
        names.has(leave.user_id) &&
        leave.date_started <= last &&
        leave.date_finished >= first,
    )
  return dates.map((date) => ({
    date,
    holiday: holidayOn(date) ?? null,
    leaves: away
      .filter((leave) => leave.date_started <= date && leave.date_finished >= date && chargesDay(leave.type, date))
      .map((leave) => ({
        id: leave.id,
        employee_name: names.get(leave.user_id) ?? '',
        type: leave.type,
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

  implement(routes.balances, ({ user }) =>
    success(leaveBalances(user, Number(manilaDate().slice(0, 4))), "This year's leave balances."),
  ),

  implement(routes.list, async ({ user, query, request }) => {
    const rangeErrors = dateRangeErrors(query.filter)
    if (rangeErrors) return unprocessable(rangeErrors)
    const { data, meta } = paginate(leaveRequestsOf(user.id), {
      where: leaveMatcher(query.filter),
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    })
    return {
      status: 200,
      body: { message: 'Your leave requests.', data: await presentLeaves(data, originOf(request)), meta, errors: null },
    }
  }),

  implement(routes.create, async ({ user, body, request }) => {
    const origin = originOf(request)
    const digest = await submissionDigest(body)
    const duplicate = recentDuplicate(leaveRequestsOf(user.id), digest)
    if (duplicate)
      return created(await presentLeave(duplicate, origin), 'This leave request was already filed; here it is.')

    const uploads = await checkAttachments(body.attachments)
    const { days, errors } = leaveFilingErrors(user, body)
    if (Object.keys(errors).length > 0 || Object.keys(uploads.errors).length > 0)
      return unprocessable({ ...errors, ...uploads.errors })

    const at = nowIso()
    const leave = db.leave_request.create({
      user_id: user.id,
      type: body.type,
      date_started: body.date_started,
      date_finished: body.date_finished,
      days,
      reason: body.reason,
      status: 'pending',
      submission_digest: digest,
      created_at: at,
      updated_at: at,
    })
    appendStatusChange('leave', leave.id, { status: 'pending', by: user.full_name, at })
    for (const file of uploads.files) storeFile(user.id, 'leave_request', leave.id, file)
    return created(await presentLeave(leave, origin), 'Your leave request was filed and is waiting for approval.')
  }),

  implement(routes.get, async ({ user, params, request }) => {
    const leave = findLeaveOf(user.id, params.id)
    return leave ? success(await presentLeave(leave, originOf(request)), 'Your leave request.') : notFound(NOT_FOUND)
  }),

  implement(routes.cancelRequest, async ({ user, params, body, request }) => {
    const leave = findLeaveOf(user.id, params.id)
    if (!leave) return notFound(NOT_FOUND)
    if (!canMove('requestCancellation', leave.status)) {
      return conflict(`Only an approved leave can be asked to be cancelled; this one is ${statusWords(leave.status)}.`)
    }
    if (leave.date_finished < manilaDate()) {
      return conflict(`This leave ended on ${dateRange(leave.date_finished)}, so it can no longer be cancelled.`)
    }
    const moved = moveLeave(leave, 'requestCancellation', {
      by: user.full_name,
      note: body.cancel_reason,
      cancelReason: body.cancel_reason,
    })
    return success(await presentLeave(moved, originOf(request)), 'Your cancellation request was sent for approval.')
  }),

  implement(routes.cancel, async ({ user, params, body, request }) => {
    const leave = findLeaveOf(user.id, params.id)
    if (!leave) return notFound(NOT_FOUND)
    if (!canMove('cancel', leave.status)) {
      return conflict(`Only a pending leave request can be cancelled; this one is ${statusWords(leave.status)}.`)
    }
    const moved = moveLeave(leave, 'cancel', { by: user.full_name, note: body.remarks, remarks: body.remarks })
    return success(await presentLeave(moved, originOf(request)), 'Your leave request was cancelled.')
  }),
]
