import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import type { RequestStatus } from '@contract/requests'
import { nowIso } from '../clock'
import { db, type Row } from './index'
import { databaseInstance } from './instance'
import type { RequestKind } from './models/requests'

/**
 * Reading and writing leave, expense, certificate and correction requests. Reads go through getAll() and plain JavaScript
 * (docs/decisions/0003); ownership is part of every single-record lookup, so a handler cannot forget it.
 */

type Changes<T> = Partial<Omit<T, 'id' | 'user_id' | typeof PRIMARY_KEY | typeof ENTITY_TYPE>>
export type StatusChangeRow = Row<'request_status_change'>

/** The tables of the kinds of request (mocks/db/models/requests.ts). */
type RequestTable = 'leave_request' | 'expense_request' | 'certificate_request' | 'correction_request'
type OwnedRow = { id: number; user_id: number }

/**
 * A kind's lookups, the same for every kind: the employee's rows, the employee's own row (someone
 * else's is as absent as a missing one), any row (for HR's decisions) and a change that stamps
 * `updated_at`.
 */
function requestRows<T extends RequestTable>(table: T) {
  type R = Row<T> & OwnedRow
  // @mswjs/data types each table apart; the three take the same calls.
  const rows = db[table] as unknown as { getAll: () => R[]; update: (query: unknown) => R | null }
  return {
    rowsOf: (userId: number): R[] => rows.getAll().filter((row) => row.user_id === userId),
    findOf: (userId: number, id: number): R | null =>
      rows.getAll().find((row) => row.id === id && row.user_id === userId) ?? null,
    find: (id: number): R | null => rows.getAll().find((row) => row.id === id) ?? null,
    update: (id: number, changes: Changes<R>): R | null =>
      rows.update({ where: { id: { equals: id } }, data: { ...changes, updated_at: nowIso() } }),
  }
}

export const {
  rowsOf: leaveRequestsOf,
  findOf: findLeaveOf,
  find: findLeave,
  update: updateLeave,
} = requestRows('leave_request')

export const {
  rowsOf: expenseRequestsOf,
  findOf: findExpenseOf,
  find: findExpense,
  update: updateExpense,
} = requestRows('expense_request')

export const {
  rowsOf: certificateRequestsOf,
  findOf: findCertificateOf,
  find: findCertificate,
  update: updateCertificate,
} = requestRows('certificate_request')

export const {
  rowsOf: correctionRequestsOf,
  findOf: findCorrectionOf,
  find: findCorrection,
  update: updateCorrection,
} = requestRows('correction_request')

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
 * only when it has new rows or was emptied and refilled (a reset, a restored snapshot: a new first row).
 * Telling which reads the table's size and its first row, not every row: listing 18,000 changes on each
 * list page cost more than the rest of the page (docs/decisions/0003).
 */
const statusChangeRows = databaseInstance(db).models.request_status_change as Map<unknown, StatusChangeRow>

let timelineIndex: {
  size: number
  first: StatusChangeRow | undefined
  byRequest: Map<string, StatusChangeRow[]>
} | null = null

function timelinesByRequest(): Map<string, StatusChangeRow[]> {
  const size = statusChangeRows.size
  const first = statusChangeRows.values().next().value
  // Rows keep the order they were made in: with the same first row, only the rows after the indexed ones are new.
  const kept =
    timelineIndex !== null && timelineIndex.first === first && size >= timelineIndex.size ? timelineIndex : null
  if (kept?.size === size) return kept.byRequest
  const byRequest = kept?.byRequest ?? new Map<string, StatusChangeRow[]>()
  const touched = new Set<StatusChangeRow[]>()
  for (const change of [...statusChangeRows.values()].slice(kept?.size ?? 0)) {
    const key = `${change.request_kind}:${change.request_id}`
    const timeline = byRequest.get(key) ?? []
    if (timeline.length === 0) byRequest.set(key, timeline)
    timeline.push(change)
    touched.add(timeline)
  }
  for (const timeline of touched) timeline.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  timelineIndex = { size, first, byRequest }
  return byRequest
}

/** The timelines of several requests, oldest change first. */
export function statusChangesOf(kind: RequestKind, requestIds: readonly number[]): Map<number, StatusChangeRow[]> {
  const index = timelinesByRequest()
  // Copies: the index keeps growing, and a timeline already handed out must not change under its reader.
  return new Map(requestIds.map((id) => [id, index.get(`${kind}:${id}`)?.slice() ?? []]))
}
