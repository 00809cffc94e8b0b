import type { ExpenseRequest } from '@contract/expense'
import type { LeaveRequest } from '@contract/leave'
import type { ExpenseRequestRow, LeaveRequestRow } from '../db'
import type { RequestKind } from '../db/models/requests'
import type { StatusChangeRow } from '../db/requests'
import { statusChangesOf } from '../db/requests'
import { attachmentsOf } from '../storage/stored-files'
import { presentAttachment } from './attachment'

/**
 * Leave and expense requests as they leave the server. Lists present a page at a time, so timelines
 * and attachments are fetched for the whole page in one pass each. `origin` is where the request
 * came to: file links point back at it.
 */

const presentChange = ({ status, at, by, note }: StatusChangeRow) => ({ status, at, by, note })

/** A page of requests of one kind: each row's own fields, then its attachments and its timeline. */
async function presentRequests<Row extends { id: number; created_at: string; updated_at: string }, Fields>(
  kind: RequestKind,
  rows: readonly Row[],
  origin: string,
  fieldsOf: (row: Row) => Fields,
) {
  const ids = rows.map((row) => row.id)
  const timelines = statusChangesOf(kind, ids)
  const files = attachmentsOf(kind === 'leave' ? 'leave_request' : 'expense_request', ids)
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      ...fieldsOf(row),
      attachments: await Promise.all((files.get(row.id) ?? []).map((file) => presentAttachment(file, origin))),
      history: (timelines.get(row.id) ?? []).map(presentChange),
      created_at: row.created_at,
      updated_at: row.updated_at,
    })),
  )
}

/** One request, as a page of one presents it. */
function presentingOne<Row extends { id: number }, Shown>(
  presentPage: (rows: readonly Row[], origin?: string) => Promise<Shown[]>,
): (row: Row, origin?: string) => Promise<Shown> {
  return async (row, origin = '') => {
    const [shown] = await presentPage([row], origin)
    if (!shown) throw new Error(`request ${row.id} could not be presented`)
    return shown
  }
}

export function presentLeaves(rows: readonly LeaveRequestRow[], origin = ''): Promise<LeaveRequest[]> {
  return presentRequests('leave', rows, origin, (row) => ({
    type: row.type,
    date_started: row.date_started,
    date_finished: row.date_finished,
    days: row.days,
    reason: row.reason,
    status: row.status,
    cancel_reason: row.cancel_reason,
    remarks: row.remarks,
  }))
}

export const presentLeave = presentingOne(presentLeaves)

export function presentExpenses(rows: readonly ExpenseRequestRow[], origin = ''): Promise<ExpenseRequest[]> {
  return presentRequests('expense', rows, origin, (row) => ({
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
  }))
}

export const presentExpense = presentingOne(presentExpenses)
