import type { ExpenseRequestRow, LeaveRequestRow } from '../db'
import { appendStatusChange, updateExpense, updateLeave } from '../db/requests'
import { requestTransitions, type RequestTransition } from './request-transitions'

/**
 * Applies a transition: the new status (and what goes with it: remarks, a cancel reason) on the
 * request, and a line on its timeline. Callers check canMove() first and answer 409 when it fails.
 */
type Move = { by: string; note?: string | null; remarks?: string | null; cancelReason?: string | null }

export function moveLeave(
  leave: LeaveRequestRow,
  action: RequestTransition,
  { by, note = null, remarks, cancelReason }: Move,
): LeaveRequestRow {
  const status = requestTransitions[action].to
  const updated = updateLeave(leave.id, {
    status,
    ...(remarks !== undefined ? { remarks } : {}),
    ...(cancelReason !== undefined ? { cancel_reason: cancelReason } : {}),
  })
  appendStatusChange('leave', leave.id, { status, by, note })
  return updated ?? leave
}

export function moveExpense(
  expense: ExpenseRequestRow,
  action: RequestTransition,
  { by, note = null, remarks, cancelReason }: Move,
): ExpenseRequestRow {
  const status = requestTransitions[action].to
  const updated = updateExpense(expense.id, {
    status,
    ...(remarks !== undefined ? { remarks } : {}),
    ...(cancelReason !== undefined ? { cancel_reason: cancelReason } : {}),
  })
  appendStatusChange('expense', expense.id, { status, by, note })
  return updated ?? expense
}
