import { nowIso } from '../clock'
import { randomToken } from '../crypto'
import { db, type StoredFileRow } from '../db'
import type { AttachableKind } from '../db/models/files'
import type { CheckedFile } from '../rules/uploaded-files'
import { byteKey, forgetBytes, keepBytes } from './file-bytes'

/**
 * Files stored under generated names (docs/product/quality-targets.md#security): the uploader's name is kept only to
 * show it.
 */

export function storeFile(
  ownerId: number,
  kind: AttachableKind,
  attachableId: number | null,
  file: CheckedFile,
  { keptApart = false }: { keptApart?: boolean } = {},
): StoredFileRow {
  const storedName = `${randomToken(18)}.${file.extension}`
  keepBytes(byteKey({ stored_name: storedName, kept_apart: keptApart }), new Uint8Array(file.bytes))
  return db.stored_file.create({
    user_id: ownerId,
    attachable_kind: kind,
    attachable_id: attachableId,
    stored_name: storedName,
    original_name: file.originalName || `upload.${file.extension}`,
    mime_type: file.mime,
    size: file.size,
    kept_apart: keptApart,
    created_at: nowIso(),
  })
}

export function findFileByName(storedName: string): StoredFileRow | null {
  return db.stored_file.getAll().find((file) => file.stored_name === storedName) ?? null
}

/** The attachments of several records in one pass, oldest first. */
export function attachmentsOf(kind: AttachableKind, ids: readonly number[]): Map<number, StoredFileRow[]> {
  const wanted = new Set(ids)
  const attachments = new Map<number, StoredFileRow[]>(ids.map((id) => [id, []]))
  for (const file of db.stored_file.getAll()) {
    if (file.attachable_kind === kind && file.attachable_id !== null && wanted.has(file.attachable_id))
      attachments.get(file.attachable_id)?.push(file)
  }
  for (const files of attachments.values()) files.sort((a, b) => a.id - b.id)
  return attachments
}

export function deleteFile(file: StoredFileRow): void {
  db.stored_file.delete({ where: { id: { equals: file.id } } })
  forgetBytes(byteKey(file))
}
