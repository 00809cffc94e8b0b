import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import type { RequestStatus } from '@contract/requests'
import { nowIso } from '../clock'
import { db, type ExpenseRequestRow, type LeaveRequestRow, type Row } from './index'
import type { RequestKind } from './models/requests'

/**
 * Reading and writing leave and expense requests. Reads go through getAll() and plain JavaScript
 * (docs/decisions/0003); ownership is part of every single-record lookup, so a handler cannot forget it.
 */

type Changes<T> = Partial<Omit<T, 'id' | 'user_id' | typeof PRIMARY_KEY | typeof ENTITY_TYPE>>
export type StatusChangeRow = Row<'request_status_change'>

export function leaveRequestsOf(userId: number): LeaveRequestRow[] {
  return db.leave_request.getAll().filter((row) => row.user_id === userId)
}

export function expenseRequestsOf(userId: number): ExpenseRequestRow[] {
  return db.expense_request.getAll().filter((row) => row.user_id === userId)
}

/** The employee's own leave; someone else's is as absent as a missing one. */
export function findLeaveOf(userId: number, id: number): LeaveRequestRow | null {
  return db.leave_request.getAll().find((row) => row.id === id && row.user_id === userId) ?? null
}

export function findExpenseOf(userId: number, id: number): ExpenseRequestRow | null {
  return db.expense_request.getAll().find((row) => row.id === id && row.user_id === userId) ?? null
}

export function findLeave(id: number): LeaveRequestRow | null {
  return db.leave_request.getAll().find((row) => row.id === id) ?? null
}

export function findExpense(id: number): ExpenseRequestRow | null {
  return db.expense_request.getAll().find((row) => row.id === id) ?? null
}

export function updateLeave(id: number, changes: Changes<LeaveRequestRow>): LeaveRequestRow | null {
  return db.leave_request.update({ where: { id: { equals: id } }, data: { ...changes, updated_at: nowIso() } })
}

export function updateExpense(id: number, changes: Changes<ExpenseRequestRow>): ExpenseRequestRow | null {
  return db.expense_request.update({ where: { id: { equals: id } }, data: { ...changes, updated_at: nowIso() } })
}

export function appendStatusChange(kind: RequestKind, requestId: number, change: { status: RequestStatus; by: string; note?: string | null; at?: string }): void {
  db.request_status_change.create({ request_kind: kind, request_id: requestId, status: change.status, by: change.by, note: change.note ?? null, at: change.at ?? nowIso() })
}

/** The timelines of several requests in one pass over the table, oldest change first. */
export function statusChangesOf(kind: RequestKind, requestIds: readonly number[]): Map<number, StatusChangeRow[]> {
  const wanted = new Set(requestIds)
  const timelines = new Map<number, StatusChangeRow[]>(requestIds.map((id) => [id, []]))
  for (const change of db.request_status_change.getAll()) {
    if (change.request_kind === kind && wanted.has(change.request_id)) timelines.get(change.request_id)?.push(change)
  }
  for (const timeline of timelines.values()) timeline.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  return timelines
}
