import type { AppRoute } from '@ts-rest/core'
import { contract } from '@contract'
import { labelOf, leaveTypeOptions } from '@contract/options'
import type { FieldErrors } from '@contract/envelope'
import type { PrivacyCategory } from '@contract/privacy-values'
import type { RequestStatus } from '@contract/requests'
import type { createExpenseBodySchema, ExpenseRequest } from '@contract/expense'
import type { createLeaveBodySchema, LeaveRequest } from '@contract/leave'
import type { z } from 'zod'
import type { ExpenseRequestRow, LeaveRequestRow, UserRow } from '../db'
import type { AttachableKind } from '../db/models/files'
import type { RequestKind } from '../db/models/requests'
import {
  expenseRequestsOf,
  findExpense,
  findExpenseOf,
  findLeave,
  findLeaveOf,
  leaveRequestsOf,
  updateExpense,
  updateLeave,
} from '../db/requests'
import { db } from '../db'
import { notices, type Notice } from '../notices'
import { leaveFilingErrors } from './leave-filing'
import { remindIfStartingTomorrow } from '../leave-reminders'
import { isConfidentialLeave } from './statutory-leave'
import { expenseMatcher, leaveMatcher } from './list-filters'
import { dateRange, expenseTypeWords, pesos } from '../wording'

/** What the shared moves change on a request of any kind: its status, remarks and cancel reason. */
type Changes = { status?: RequestStatus; remarks?: string | null; cancel_reason?: string | null }

/** What every new request row starts with, whatever its kind. */
export type NewRequest = {
  user_id: number
  status: 'pending'
  submission_digest: string
  created_at: string
  updated_at: string
}

/** What every request answer has besides its kind's own fields (presenters/requests.ts). */
type CommonShown = 'id' | 'attachments' | 'history' | 'created_at' | 'updated_at'

/**
 * What differs between kinds of request, for the code that treats every kind alike: the employee's
 * list, filing, detail and cancels (handlers/requests.ts, handlers/request-cancels.ts), how a request
 * is presented (presenters/requests.ts), HR's decisions and the demo panel's list of what awaits them
 * (control-api/requests.ts) and the moves between statuses (request-moves.ts).
 */
export type RequestKindRules<Row, Shown> = {
  kind: RequestKind
  /** Where its files are kept. */
  attachedTo: AttachableKind
  /**
   * The category of the person's data a request is, as the access log names it (docs/product/privacy.md#access-log):
   * one per kind, or one per field for a correction.
   */
  privacyCategory: (row: Row) => PrivacyCategory
  /** What HR's decision names besides the kind's noun and id, never a number in full (a correction's field). */
  recordDetail?: (row: Row) => string
  /**
   * What HR's approval changes besides the request (a correction's record), and what an approved
   * cancellation gives back; both before the request moves.
   */
  recordChange?: { apply: (row: Row) => void; undo: (row: Row) => void }
  find: (id: number) => Row | null
  /** The employee's own request; someone else's is as absent as a missing one. */
  findOf: (userId: number, id: number) => Row | null
  /** The employee's requests of the kind. */
  rowsOf: (userId: number) => Row[]
  update: (id: number, changes: Changes) => Row | null
  /** The kind's own fields in its answers; presenters/requests.ts adds what every request has. */
  shown: (row: Row) => Omit<Shown, CommonShown>
  /** The control API's path of HR's decisions on the kind ('/leaves': /leaves/approve, …). */
  controlPath: string
  /** What the demo panel's Approvals says of a request awaiting HR: its summary, and the employee's reason. */
  awaiting: { summary: (row: Row) => string; reason: (row: Row) => string | null }
  /** What follows HR's decision, besides the notice (a leave that starts tomorrow gets its reminder). */
  afterDecision?: (row: Row) => void
  /**
   * A yes-or-no HR answers when approving, for the requests it is `offeredFor` (a certificate's pay, when
   * the employee asked for it): the demo panel shows its `label` beside Approve; `apply` writes HR's answer.
   */
  approvalOption?: { label: string; offeredFor: (row: Row) => boolean; apply: (row: Row, chosen: boolean) => void }
  words: {
    /** 'leave request': "Your leave request was cancelled.", "Your leave requests." */
    request: string
    /** 'leave': "Only an approved leave can be asked to be cancelled." */
    approved: string
    /** 'leave': "This leave ended on ...". */
    ended: string
    notFound: string
  }
  decidedNotice: (row: Row, remarks: string | null) => Notice
  cancellationDecidedNotice: (row: Row, approved: boolean, remarks: string | null) => Notice
}

/** The employee's own requests of a kind, as its five routes serve them (handlers/requests.ts). */
export type OwnRequestKind<Row, Shown, Filter, Body extends { attachments: File[] }, Fields> = RequestKindRules<
  Row,
  Shown
> & {
  routes: Record<'list' | 'create' | 'get' | 'cancel' | 'cancelRequest', AppRoute>
  /** Whether a request's files are kept apart (a confidential leave's documents, decision 0047). */
  keptApart?: (row: Row) => boolean
  matcher: (filter: Filter) => (row: Row) => boolean
  filing: {
    /** What is filed from the body: also what makes two submissions the same (duplicate-submissions.ts). */
    fieldsOf: (body: Body) => Fields & Record<string, unknown>
    /** The kind's own refusals, under the field to fix, and the row it writes when there are none. */
    check: (user: UserRow, fields: Fields) => { errors: FieldErrors; insert: (common: NewRequest) => Row }
  }
}

type LeaveBody = z.output<typeof createLeaveBodySchema>

export const leaveKind: OwnRequestKind<
  LeaveRequestRow,
  LeaveRequest,
  Parameters<typeof leaveMatcher>[0],
  LeaveBody,
  LeaveBody
> = {
  kind: 'leave',
  routes: contract.leave,
  attachedTo: 'leave_request',
  privacyCategory: () => 'leave',
  keptApart: (row) => isConfidentialLeave(row.type),
  find: findLeave,
  findOf: findLeaveOf,
  rowsOf: leaveRequestsOf,
  update: updateLeave,
  matcher: leaveMatcher,
  shown: (row) => ({
    type: row.type,
    date_started: row.date_started,
    date_finished: row.date_finished,
    days: row.days,
    reason: row.reason,
    status: row.status,
    cancel_reason: row.cancel_reason,
    remarks: row.remarks,
  }),
  controlPath: '/leaves',
  awaiting: {
    summary: (leave) =>
      `${labelOf(leaveTypeOptions, leave.type)}, ${dateRange(leave.date_started, leave.date_finished)}`,
    reason: (leave) => leave.reason,
  },
  // A leave that stands from today and starts tomorrow missed the day's reminder run.
  afterDecision: remindIfStartingTomorrow,
  words: { request: 'leave request', approved: 'leave', ended: 'leave', notFound: 'Leave request not found.' },
  filing: {
    fieldsOf: (body) => body,
    check: (user, body) => {
      const { days, errors } = leaveFilingErrors(user, body)
      return {
        errors,
        insert: (common) =>
          db.leave_request.create({
            ...common,
            type: body.type,
            date_started: body.date_started,
            date_finished: body.date_finished,
            days,
            reason: body.reason,
            delivery_date: body.type === 'paternity leave' ? (body.delivery_date ?? null) : null,
          }),
      }
    },
  },
  decidedNotice: notices.leaveDecided,
  cancellationDecidedNotice: notices.leaveCancellationDecided,
}

type ExpenseBody = z.output<typeof createExpenseBodySchema>
type ExpenseFields = Omit<ExpenseBody, 'date_training_at' | 'date_training_finish_at' | 'description'> &
  Pick<ExpenseRequestRow, 'date_training_at' | 'date_training_finish_at' | 'description'>

export const expenseKind: OwnRequestKind<
  ExpenseRequestRow,
  ExpenseRequest,
  Parameters<typeof expenseMatcher>[0],
  ExpenseBody,
  ExpenseFields
> = {
  kind: 'expense',
  routes: contract.expense,
  attachedTo: 'expense_request',
  privacyCategory: () => 'expenses',
  find: findExpense,
  findOf: findExpenseOf,
  rowsOf: expenseRequestsOf,
  update: updateExpense,
  matcher: expenseMatcher,
  shown: (row) => ({
    type: row.type,
    item_name: row.item_name,
    costing: row.costing,
    currency: 'PHP' as const,
    date_training_at: row.date_training_at,
    date_training_finish_at: row.date_training_finish_at,
    description: row.description,
    status: row.status,
    cancel_reason: row.cancel_reason,
    remarks: row.remarks,
  }),
  controlPath: '/expenses',
  awaiting: {
    summary: (expense) =>
      `Expense (${expenseTypeWords(expense.type)}): ${expense.item_name} (${pesos(expense.costing)})`,
    reason: (expense) => expense.description,
  },
  // A training already attended was paid for and cannot be undone, as a leave that has ended.
  words: {
    request: 'expense request',
    approved: 'expense request',
    ended: 'training',
    notFound: 'Expense request not found.',
  },
  filing: {
    // Training dates only belong to training (Laravel's exclude_unless): a form that kept them from
    // an earlier choice of type must not file an item with training dates.
    fieldsOf: (body) => {
      const training = body.type === 'training'
      return {
        ...body,
        date_training_at: training && body.date_training_at ? body.date_training_at : null,
        date_training_finish_at: training && body.date_training_finish_at ? body.date_training_finish_at : null,
        description: body.description ? body.description : null,
      }
    },
    check: (_user, fields) => ({
      errors: {},
      insert: (common) =>
        db.expense_request.create({
          ...common,
          type: fields.type,
          item_name: fields.item_name,
          costing: fields.costing,
          date_training_at: fields.date_training_at,
          date_training_finish_at: fields.date_training_finish_at,
          description: fields.description,
        }),
    }),
  },
  decidedNotice: notices.expenseDecided,
  cancellationDecidedNotice: notices.expenseCancellationDecided,
}
