import { DATA_EXPORT_LINK_HOURS, DATA_EXPORT_REQUEST_GAP_HOURS, type DataExport } from '@contract/data-export'
import { HOUR_MS, isoIn, nowIso, nowMs } from '../clock'
import { constantTimeEqual, randomToken } from '../crypto'
import { db, type DataExportRow, type UserRow } from '../db'
import { findUserById } from '../db/users'
import { notices } from '../notices'
import { notify } from '../notify'
import { dataExportArchive } from '../presenters/data-export-archive'
import { bytesAt, forgetBytes, keepBytes } from '../storage/file-bytes'
import { logAccess } from './access-log'

/**
 * "Download my data" (docs/product/privacy.md#download-my-data): a request, the background job that prepares
 * the archive, and the token that downloads it. The job runs on the first call to the mock after the request's
 * due time, whoever makes it (mocks/adapter.ts), as a real server's queue would take it up on its own.
 */

/** How long the background job takes, on the mock's clock. */
export const PREPARATION_MS = 20_000
export const LINK_LIFETIME_MS = DATA_EXPORT_LINK_HOURS * HOUR_MS
export const REQUEST_GAP_MS = DATA_EXPORT_REQUEST_GAP_HOURS * HOUR_MS

/** The person's latest export, or null before their first. */
export function latestExportOf(userId: number): DataExportRow | null {
  const rows = db.data_export.getAll().filter((row) => row.user_id === userId)
  return rows.reduce<DataExportRow | null>((latest, row) => (!latest || row.id > latest.id ? row : latest), null)
}

/** When the person may ask again, or null when they may now: one request in any 24 hours. */
export function nextRequestAt(userId: number): string | null {
  const latest = latestExportOf(userId)
  if (!latest) return null
  const next = Date.parse(latest.requested_at) + REQUEST_GAP_MS
  return next > nowMs() ? new Date(next).toISOString() : null
}

export function requestExport(user: UserRow): DataExportRow {
  const row = db.data_export.create({ user_id: user.id, requested_at: nowIso(), due_at: isoIn(PREPARATION_MS) })
  logAccess(user.id, {
    actor: { name: user.full_name, role: 'self' },
    category: 'sign_ins',
    action: 'export',
    record: 'a copy of all your data',
    purpose: 'To give you a copy of your data, as the Data Privacy Act allows (RA 10173, Sec. 18).',
  })
  return row
}

async function finish(row: DataExportRow): Promise<void> {
  const user = findUserById(row.user_id)
  if (!user) return
  const readyAt = nowIso()
  const bytes = await dataExportArchive(user, readyAt)
  // Another call may have finished it while the archive was made.
  if (db.data_export.findFirst({ where: { id: { equals: row.id } } })?.ready_at) return
  const token = randomToken(24)
  const byteKey = `data-exports/${token}`
  keepBytes(byteKey, new Uint8Array(bytes))
  const expiresAt = new Date(Date.parse(readyAt) + LINK_LIFETIME_MS).toISOString()
  db.data_export.update({
    where: { id: { equals: row.id } },
    data: { ready_at: readyAt, expires_at: expiresAt, token, byte_key: byteKey },
  })
  notify(user, notices.dataExportReady(expiresAt))
}

/** The background job: every export past its due time is made now, and its person told. */
export async function finishDueExports(): Promise<void> {
  const due = db.data_export.getAll().filter((row) => row.ready_at === null && Date.parse(row.due_at) <= nowMs())
  for (const row of due) await finish(row)
}

/** An archive past its 24 hours is deleted: the person asks again for a fresh one. */
function forgetExpired(row: DataExportRow): void {
  if (!row.byte_key || !row.expires_at || Date.parse(row.expires_at) > nowMs()) return
  forgetBytes(row.byte_key)
  db.data_export.update({ where: { id: { equals: row.id } }, data: { byte_key: null } })
}

export function presentExport(row: DataExportRow | null, userId: number): DataExport {
  const next = nextRequestAt(userId)
  if (!row)
    return { status: 'none', requested_at: null, ready_at: null, expires_at: null, token: null, next_request_at: next }
  const expired = row.expires_at !== null && Date.parse(row.expires_at) <= nowMs()
  const status = row.ready_at === null ? 'preparing' : expired ? 'expired' : 'ready'
  if (expired) forgetExpired(row)
  return {
    status,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    token: status === 'ready' ? row.token : null,
    next_request_at: next,
  }
}

export type Download =
  { kind: 'archive'; bytes: Uint8Array<ArrayBuffer>; row: DataExportRow } | { kind: 'expired' } | { kind: 'unknown' }

/** The caller's archive by its token: only the person's own rows are looked at, so another's token is unknown. */
export async function downloadOf(userId: number, token: string): Promise<Download> {
  const row = db.data_export
    .getAll()
    .find(
      (candidate) =>
        candidate.user_id === userId && candidate.token !== null && constantTimeEqual(candidate.token, token),
    )
  if (!row?.expires_at) return { kind: 'unknown' }
  if (Date.parse(row.expires_at) <= nowMs()) {
    forgetExpired(row)
    return { kind: 'expired' }
  }
  const bytes = row.byte_key ? await bytesAt(row.byte_key) : null
  return bytes ? { kind: 'archive', bytes, row } : { kind: 'unknown' }
}
