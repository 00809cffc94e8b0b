import { labelOf, leaveTypeOptions } from '@contract/options'
import { z } from 'zod'
import type { RequestStatus } from '@contract/requests'
import { db } from '../db'
import { expenseRequestsOf, findLeave, leaveRequestsOf } from '../db/requests'
import { findUserByEmail, findUserById } from '../db/users'
import { notify } from '../notify'
import { remindIfStartingTomorrow } from '../leave-reminders'
import { expenseKind, leaveKind, type RequestKindRules } from '../rules/request-kinds'
import { moveRequest } from '../rules/request-moves'
import { canMove, type RequestTransition } from '../rules/request-transitions'
import { dateRange, expenseTypeWords, pesos, statusWords } from '../wording'
import { ControlError, controlRoute } from './control-route'

/**
 * What HR does to leave and expense requests in the admin application, which this front end does not
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

/** The HR person of the employee's company who decides: its first administrator, by name. */
function deciderFor(userId: number): string {
  const companyId = findUserById(userId)?.company_id
  const admins = db.user
    .getAll()
    .filter((user) => user.company_id === companyId && user.is_admin && user.id !== userId && user.status === 'active')
  return admins.find((admin) => admin.is_employee)?.full_name ?? admins[0]?.full_name ?? 'HR'
}

/** HR's decision on a request of either kind: the move, its line on the timeline, and the notice. */
async function decide<Row extends { id: number; user_id: number; status: RequestStatus }, Shown>(
  rules: RequestKindRules<Row, Shown>,
  id: number,
  decision: Decision,
  remarks: string | null = null,
): Promise<Shown> {
  const request = rules.find(id)
  if (!request) throw new ControlError(404, `No ${rules.words.request} with id ${id}.`)
  if (!canMove(decision, request.status)) {
    throw new ControlError(
      409,
      `This ${rules.kind} request is ${statusWords(request.status)}, so it cannot be ${verbs[decision]}.`,
    )
  }
  const moved = moveRequest(rules, request, decision, { by: deciderFor(request.user_id), note: remarks, remarks })
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
  // A leave that stands from today and starts tomorrow missed the day's reminder run.
  const leave = rules.kind === 'leave' ? findLeave(id) : null
  if (leave) remindIfStartingTomorrow(leave)
  return rules.present(moved)
}

/** A request that waits on HR, as the demo panel lists it. */
export type AwaitingDecision = {
  kind: 'leave' | 'expense'
  id: number
  status: 'pending' | 'for_cancellation'
  /** "Vacation Leave, 7 Jan 2027 to 8 Jan 2027" or "Expense (item): Standing desk (₱15,499.75)". */
  summary: string
  /** The employee's words: the leave's reason or the cancel reason, when there is one. */
  reason: string | null
  updated_at: string
}

const awaiting = (status: RequestStatus): status is AwaitingDecision['status'] =>
  status === 'pending' || status === 'for_cancellation'

/** The requests of one kind that wait on HR: the kind words the summary and the employee's reason. */
function awaitingOf<
  Row extends { id: number; status: RequestStatus; cancel_reason: string | null; updated_at: string },
>(
  kind: AwaitingDecision['kind'],
  rows: readonly Row[],
  summaryOf: (row: Row) => string,
  reasonOf: (row: Row) => string | null,
): AwaitingDecision[] {
  return rows.flatMap((row): AwaitingDecision[] =>
    awaiting(row.status)
      ? [
          {
            kind,
            id: row.id,
            status: row.status,
            summary: summaryOf(row),
            reason: row.status === 'for_cancellation' ? row.cancel_reason : reasonOf(row),
            updated_at: row.updated_at,
          },
        ]
      : [],
  )
}

/** The employee's requests HR has yet to decide on, oldest change first: pending ones and cancellations. */
function awaitingDecisionOf(email: string): AwaitingDecision[] {
  const user = findUserByEmail(email)
  if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
  return [
    ...awaitingOf(
      'leave',
      leaveRequestsOf(user.id),
      (leave) => `${labelOf(leaveTypeOptions, leave.type)}, ${dateRange(leave.date_started, leave.date_finished)}`,
      (leave) => leave.reason,
    ),
    ...awaitingOf(
      'expense',
      expenseRequestsOf(user.id),
      (expense) => `Expense (${expenseTypeWords(expense.type)}): ${expense.item_name} (${pesos(expense.costing)})`,
      (expense) => expense.description,
    ),
  ].sort((a, b) => a.updated_at.localeCompare(b.updated_at))
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

/** HR's four decisions on requests of one kind. */
const decisionsOn = <Row extends { id: number; user_id: number; status: RequestStatus }, Shown>(
  rules: RequestKindRules<Row, Shown>,
) => ({
  approve: (id: number, remarks?: string | null) => decide(rules, id, 'approve', remarks),
  deny: (id: number, remarks?: string | null) => decide(rules, id, 'deny', remarks),
  /** for_cancellation -> cancelled: a leave's days go back to the balance. */
  approveCancellation: (id: number, remarks?: string | null) => decide(rules, id, 'approveCancellation', remarks),
  /** for_cancellation -> approved: the request stands. */
  denyCancellation: (id: number, remarks?: string | null) => decide(rules, id, 'denyCancellation', remarks),
})

const leaveDecisions = decisionsOn(leaveKind)
const expenseDecisions = decisionsOn(expenseKind)

export const requestControl = {
  awaitingDecision: awaitingDecisionOf,
  loadLeaveHistory: loadLeaveHistoryOf,
  approveLeave: leaveDecisions.approve,
  denyLeave: leaveDecisions.deny,
  approveLeaveCancellation: leaveDecisions.approveCancellation,
  denyLeaveCancellation: leaveDecisions.denyCancellation,
  approveExpense: expenseDecisions.approve,
  denyExpense: expenseDecisions.deny,
  approveExpenseCancellation: expenseDecisions.approveCancellation,
  denyExpenseCancellation: expenseDecisions.denyCancellation,
}

const decisionInput = z.object({
  id: z.coerce.number().int().positive(),
  remarks: z.string().trim().max(500).nullable().optional(),
})

const decisionRoute = (
  path: string,
  summary: string,
  decide: (id: number, remarks?: string | null) => Promise<unknown>,
) => controlRoute('POST', path, summary, decisionInput, ({ id, remarks }) => decide(id, remarks || null))

/** The four decisions' routes under a kind's path, e.g. /leaves/approve-cancellation. */
const decisionRoutes = (path: string, noun: string, decisions: ReturnType<typeof decisionsOn>) => [
  decisionRoute(`${path}/approve`, `Approve a pending ${noun} (id, remarks?)`, decisions.approve),
  decisionRoute(`${path}/deny`, `Deny a pending ${noun} (id, remarks?)`, decisions.deny),
  decisionRoute(
    `${path}/approve-cancellation`,
    `Approve the cancellation of a ${noun}: for_cancellation -> cancelled (id, remarks?)`,
    decisions.approveCancellation,
  ),
  decisionRoute(
    `${path}/deny-cancellation`,
    `Deny the cancellation of a ${noun}: for_cancellation -> approved (id, remarks?)`,
    decisions.denyCancellation,
  ),
]

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
  ...decisionRoutes('/leaves', 'leave request', leaveDecisions),
  ...decisionRoutes('/expenses', 'expense request', expenseDecisions),
]
