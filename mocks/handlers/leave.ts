import { contract } from '@contract'
import { created, implement, notFound, success, unprocessable } from '../adapter'
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
import { leaveKind } from '../rules/request-kinds'
import { checkAttachments } from '../rules/uploads'
import { storeFile } from '../storage/stored-files'
import { cancelOwnRequest, requestOwnCancellation } from './request-cancels'

/**
 * Leave requests (regular and probationary employees; the adapter applies the gate). Every lookup is
 * the caller's own: another employee's leave answers 404. Literal paths come before /leaves/:id, or
 * MSW would read "holidays" as an id.
 */
const routes = contract.leave

const originOf = (request: Request) => new URL(request.url).origin

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
    return leave
      ? success(await presentLeave(leave, originOf(request)), 'Your leave request.')
      : notFound(leaveKind.words.notFound)
  }),

  implement(routes.cancelRequest, (call) => requestOwnCancellation(leaveKind, call)),

  implement(routes.cancel, (call) => cancelOwnRequest(leaveKind, call)),
]
