import type { ExpenseRequest } from '@contract/expense'
import type { LeaveRequest } from '@contract/leave'
import type { ExpenseRequestRow, LeaveRequestRow } from '../db'
import type { RequestKind } from '../db/models/requests'
import { findExpense, findExpenseOf, findLeave, findLeaveOf, updateExpense, updateLeave } from '../db/requests'
import { notices, type Draft } from '../notices'
import { presentExpense, presentLeave } from '../presenters/requests'

type Changes = Parameters<typeof updateLeave>[1] & Parameters<typeof updateExpense>[1]

/**
 * What differs between a leave request and an expense request, for the code that treats both alike:
 * the employee's cancels (handlers/request-cancels.ts), HR's decisions (control-api/requests.ts) and
 * the moves between statuses (request-moves.ts).
 */
export type RequestKindRules<Row, Shown> = {
  kind: RequestKind
  find: (id: number) => Row | null
  /** The employee's own request; someone else's is as absent as a missing one. */
  findOf: (userId: number, id: number) => Row | null
  update: (id: number, changes: Changes) => Row | null
  present: (row: Row, origin?: string) => Promise<Shown>
  words: {
    /** 'leave request': "Your leave request was cancelled." */
    request: string
    /** 'leave': "Only an approved leave can be asked to be cancelled." */
    approved: string
    /** 'leave': "This leave ended on ...". */
    ended: string
    notFound: string
  }
  decidedNotice: (row: Row, remarks: string | null) => Draft
  cancellationDecidedNotice: (row: Row, approved: boolean, remarks: string | null) => Draft
}

export const leaveKind: RequestKindRules<LeaveRequestRow, LeaveRequest> = {
  kind: 'leave',
  find: findLeave,
  findOf: findLeaveOf,
  update: updateLeave,
  present: presentLeave,
  words: { request: 'leave request', approved: 'leave', ended: 'leave', notFound: 'Leave request not found.' },
  decidedNotice: notices.leaveDecided,
  cancellationDecidedNotice: notices.leaveCancellationDecided,
}

export const expenseKind: RequestKindRules<ExpenseRequestRow, ExpenseRequest> = {
  kind: 'expense',
  find: findExpense,
  findOf: findExpenseOf,
  update: updateExpense,
  present: presentExpense,
  // A training already attended was paid for and cannot be undone, as a leave that has ended.
  words: {
    request: 'expense request',
    approved: 'expense request',
    ended: 'training',
    notFound: 'Expense request not found.',
  },
  decidedNotice: notices.expenseDecided,
  cancellationDecidedNotice: notices.expenseCancellationDecided,
}
