import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import type { RequestStatus } from '@contract/requests'
import { nowIso } from '../clock'
import { db, type CertificateRequestRow, type ExpenseRequestRow, type LeaveRequestRow, type Row } from './index'
import type { RequestKind } from './models/requests'

/**
 * Reading and writing leave, expense and certificate requests. Reads go through getAll() and plain JavaScript
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

export function certificateRequestsOf(userId: number): CertificateRequestRow[] {
  return db.certificate_request.getAll().filter((row) => row.user_id === userId)
}

export function findCertificateOf(userId: number, id: number): CertificateRequestRow | null {
  return db.certificate_request.getAll().find((row) => row.id === id && row.user_id === userId) ?? null
}

export function findCertificate(id: number): CertificateRequestRow | null {
  return db.certificate_request.getAll().find((row) => row.id === id) ?? null
}

export function updateCertificate(id: number, changes: Changes<CertificateRequestRow>): CertificateRequestRow | null {
  return db.certificate_request.update({ where: { id: { equals: id } }, data: { ...changes, updated_at: nowIso() } })
}

export function appendStatusChange(
  kind: RequestKind,
  requestId: number,
  change: { status: RequestStatus; by: string; note?: string | null; at?: string },
): void {
  db.request_status_change.create({
    request_kind: kind,
    request_id: requestId,
    status: change.status,
    by: change.by,
    note: change.note ?? null,
    at: change.at ?? nowIso(),
  })
}

/**
 * The timeline table only grows (rows are appended, never changed), so an index by request is rebuilt
 * only when it has new rows or was emptied and refilled (a reset, a restored snapshot: new row objects).
 * A list page then reads its timelines without a pass over every change ever made (docs/decisions/0003).
 */
let timelineIndex: {
  size: number
  last: StatusChangeRow | undefined
  byRequest: Map<string, StatusChangeRow[]>
} | null = null

function timelinesByRequest(): Map<string, StatusChangeRow[]> {
  const rows = db.request_status_change.getAll()
  const last = rows.at(-1)
  if (timelineIndex && timelineIndex.size === rows.length && timelineIndex.last === last) return timelineIndex.byRequest
  // Rows keep their insertion order: if the last indexed row is still where it was, only append.
  const grown =
    timelineIndex !== null && rows.length > timelineIndex.size && rows[timelineIndex.size - 1] === timelineIndex.last
  const byRequest = grown && timelineIndex ? timelineIndex.byRequest : new Map<string, StatusChangeRow[]>()
  const touched = new Set<StatusChangeRow[]>()
  for (const change of rows.slice(grown && timelineIndex ? timelineIndex.size : 0)) {
    const key = `${change.request_kind}:${change.request_id}`
    const timeline = byRequest.get(key) ?? []
    if (timeline.length === 0) byRequest.set(key, timeline)
    timeline.push(change)
    touched.add(timeline)
  }
  for (const timeline of touched) timeline.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  timelineIndex = { size: rows.length, last, byRequest }
  return byRequest
}

/** The timelines of several requests, oldest change first. */
export function statusChangesOf(kind: RequestKind, requestIds: readonly number[]): Map<number, StatusChangeRow[]> {
  const index = timelinesByRequest()
  // Copies: the index keeps growing, and a timeline already handed out must not change under its reader.
  return new Map(requestIds.map((id) => [id, index.get(`${kind}:${id}`)?.slice() ?? []]))
}
