import { z } from 'zod'
import type { RequestStatus } from '@contract/requests'
import { db } from '../db'
import type { RequestKind } from '../db/models/requests'
import { leaveRequestsOf } from '../db/requests'
import { findUserByEmail, findUserById } from '../db/users'
import { notify } from '../notify'
import { presentRequest } from '../presenters/requests'
import { logAccess, requestDecisionEntry } from '../rules/access-log'
import { companyStaffNameFor } from '../rules/company-staff'
import { certificateKind } from '../rules/certificate-kind'
import { correctionKind } from '../rules/correction-kind'
import { expenseKind, leaveKind, type RequestKindRules } from '../rules/request-kinds'
import { moveRequest } from '../rules/request-moves'
import { canMove, type RequestTransition } from '../rules/request-transitions'
import { statusWords } from '../wording'
import { ControlError, controlRoute } from './control-route'

/**
 * What HR does to requests of every kind in the admin application, which this front end does not
 * have: approve or deny them, and decide on a cancellation. Each move lands on the request's timeline
 * and tells the employee (mocks/notify.ts), as the real server would.
 */
type Decision = Extract<RequestTransition, 'approve' | 'deny' | 'approveCancellation' | 'denyCancellation'>

const verbs: Record<Decision, string> = {
  approve: 'approved',
  deny: 'denied',
  approveCancellation: 'cancelled',
  denyCancellation: 'kept (cancellation denied)',
}

/** What HR's decisions need of a request row, whatever its kind. */
type DecidedRow = {
  id: number
  user_id: number
  status: RequestStatus
  cancel_reason: string | null
  created_at: string
  updated_at: string
}

/** HR's decision on a request of any kind: the move, its line on the timeline, and the notice. */
async function decide<Row extends DecidedRow, Shown>(
  rules: RequestKindRules<Row, Shown>,
  id: number,
  decision: Decision,
  remarks: string | null = null,
  option = false,
): Promise<Shown> {
  const request = rules.find(id)
  if (!request) throw new ControlError(404, `No ${rules.words.request} with id ${id}.`)
  if (!canMove(decision, request.status)) {
    throw new ControlError(
      409,
      `This ${rules.kind} request is ${statusWords(request.status)}, so it cannot be ${verbs[decision]}.`,
    )
  }
  if (decision === 'approve') {
    rules.approvalOption?.apply(request, option)
    rules.recordChange?.apply(request)
  }
  if (decision === 'approveCancellation') rules.recordChange?.undo(request)
  const by = companyStaffNameFor(request.user_id)
  const moved = moveRequest(rules, request, decision, { by, note: remarks, remarks })
  logAccess(
    request.user_id,
    requestDecisionEntry(
      {
        category: rules.privacyCategory(request),
        id: request.id,
        noun: rules.words.request,
        detail: rules.recordDetail?.(request),
      },
      decision,
      by,
    ),
  )
  const employee = findUserById(request.user_id)
  if (employee) {
    const cancellation = decision === 'approveCancellation' || decision === 'denyCancellation'
    notify(
      employee,
      cancellation
        ? rules.cancellationDecidedNotice(moved, decision === 'approveCancellation', remarks)
        : rules.decidedNotice(moved, remarks),
    )
  }
  rules.afterDecision?.(moved)
  return presentRequest(rules, moved)
}

/** A request that waits on HR, as the demo panel lists it. */
export type AwaitingDecision = {
  kind: RequestKind
  id: number
  status: 'pending' | 'for_cancellation'
  /** "Vacation Leave, 7 Jan 2027 to 8 Jan 2027" or "Expense (item): Standing desk (₱15,499.75)". */
  summary: string
  /** The employee's words: the leave's reason or the cancel reason, when there is one. */
  reason: string | null
  /** The yes-or-no HR answers with an approval of this request (a certificate's pay), or null for none. */
  option: string | null
  updated_at: string
}

const awaiting = (status: RequestStatus): status is AwaitingDecision['status'] =>
  status === 'pending' || status === 'for_cancellation'

/** The employee's requests HR has yet to decide on, oldest change first: pending ones and cancellations. */
function awaitingDecisionOf(email: string): AwaitingDecision[] {
  const user = findUserByEmail(email)
  if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
  return controlled.flatMap((kind) => kind.awaitingOf(user.id)).sort((a, b) => a.updated_at.localeCompare(b.updated_at))
}

/**
 * Load testing: adds leave requests to an employee's history until they have `own`, with their
 * timelines (mocks/seed/leave-history.ts). Its seeder brings faker, so it loads only when asked.
 */
async function loadLeaveHistoryOf(email: string, own: number) {
  const user = findUserByEmail(email)
  if (!user) throw new ControlError(404, `No user has the e-mail ${email}.`)
  const { loadLeaveHistory } = await import('../seed/leave-history')
  const missing = Math.max(0, own - leaveRequestsOf(user.id).length)
  return loadLeaveHistory(db, { userId: user.id, own, total: db.leave_request.count() + missing, employees: 0 })
}

const decisionInput = z.object({
  id: z.coerce.number().int().positive(),
  remarks: z.string().trim().max(500).nullable().optional(),
  /** HR's answer to the kind's approval option (its `approvalOption`); no when absent. */
  option: z.boolean().optional(),
})

/**
 * A kind under HR's control: its four decisions, named for the control API (approveLeave,
 * denyLeaveCancellation, …), their routes under the kind's path (/leaves/approve-cancellation, …),
 * and its requests that wait on HR, each with the kind's summary and the employee's reason.
 */
function underControl<Name extends string, Row extends DecidedRow, Shown>(
  name: Name,
  rules: RequestKindRules<Row, Shown>,
) {
  type Decide = (id: number, remarks?: string | null, option?: boolean) => Promise<Shown>
  const on =
    (decision: Decision): Decide =>
    (id, remarks, option) =>
      decide(rules, id, decision, remarks, option)
  const noun = rules.words.request
  const route = (path: string, summary: string, decision: Decision) =>
    controlRoute('POST', `${rules.controlPath}/${path}`, summary, decisionInput, ({ id, remarks, option }) =>
      decide(rules, id, decision, remarks || null, option),
    )
  return {
    decisions: {
      [`approve${name}`]: on('approve'),
      [`deny${name}`]: on('deny'),
      // for_cancellation -> cancelled: a leave's days go back to the balance.
      [`approve${name}Cancellation`]: on('approveCancellation'),
      // for_cancellation -> approved: the request stands.
      [`deny${name}Cancellation`]: on('denyCancellation'),
    } as Record<`${'approve' | 'deny'}${Name}${'' | 'Cancellation'}`, Decide>,
    routes: [
      route('approve', `Approve a pending ${noun} (id, remarks?)`, 'approve'),
      route('deny', `Deny a pending ${noun} (id, remarks?)`, 'deny'),
      route(
        'approve-cancellation',
        `Approve the cancellation of a ${noun}: for_cancellation -> cancelled (id, remarks?)`,
        'approveCancellation',
      ),
      route(
        'deny-cancellation',
        `Deny the cancellation of a ${noun}: for_cancellation -> approved (id, remarks?)`,
        'denyCancellation',
      ),
    ],
    awaitingOf: (userId: number) =>
      rules.rowsOf(userId).flatMap((row): AwaitingDecision[] =>
        awaiting(row.status)
          ? [
              {
                kind: rules.kind,
                id: row.id,
                status: row.status,
                summary: rules.awaiting.summary(row),
                reason: row.status === 'for_cancellation' ? row.cancel_reason : rules.awaiting.reason(row),
                option:
                  row.status === 'pending' && rules.approvalOption?.offeredFor(row) ? rules.approvalOption.label : null,
                updated_at: row.updated_at,
              },
            ]
          : [],
      ),
  }
}

const leaveControl = underControl('Leave', leaveKind)
const expenseControl = underControl('Expense', expenseKind)
const certificateControl = underControl('Certificate', certificateKind)
const correctionControl = underControl('Correction', correctionKind)
const controlled = [leaveControl, expenseControl, certificateControl, correctionControl]

export const requestControl = {
  awaitingDecision: awaitingDecisionOf,
  loadLeaveHistory: loadLeaveHistoryOf,
  ...leaveControl.decisions,
  ...expenseControl.decisions,
  ...certificateControl.decisions,
  ...correctionControl.decisions,
}

export const requestControlRoutes = [
  controlRoute(
    'GET',
    '/requests/awaiting-decision',
    "An employee's pending requests and cancellations awaiting HR (email)",
    z.object({ email: z.string().trim().min(1) }),
    ({ email }) => awaitingDecisionOf(email),
  ),
  controlRoute(
    'POST',
    '/requests/leave-history',
    "Load testing: grow an employee's leave history to `own` requests (email, own)",
    z.object({ email: z.string().trim().min(1), own: z.coerce.number().int().min(1).max(5_000) }),
    ({ email, own }) => loadLeaveHistoryOf(email, own),
  ),
  ...controlled.flatMap((kind) => kind.routes),
]
