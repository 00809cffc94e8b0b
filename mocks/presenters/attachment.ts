import type { StoredAttachment } from '@contract/fields'
import type { StoredFileRow } from '../db'
import { KEPT_APART_LINK_LIFETIME_MS, temporaryFileUrl } from '../storage/signed-urls'

/** A stored file as its owner sees it: the name they gave it and a fresh signed link. */
export async function presentAttachment(file: StoredFileRow, origin: string): Promise<StoredAttachment> {
  return {
    id: file.id,
    file_name: file.original_name,
    mime_type: file.mime_type,
    size: file.size,
    url: await temporaryFileUrl(origin, file.stored_name, file.kept_apart ? KEPT_APART_LINK_LIFETIME_MS : undefined),
  }
}
