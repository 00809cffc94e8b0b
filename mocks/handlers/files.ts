import { contract } from '@contract'
import { forbidden, implement, notFound } from '../adapter'
import { bytesOf } from '../storage/file-bytes'
import { checkFileLink } from '../storage/signed-urls'
import { findFileByName } from '../storage/stored-files'

/**
 * Stored files by signed URL (contract/files.ts). A wrong signature answers as a missing
 * file does, so a guess learns nothing; an expired one says so. Attachments only ever get expiring
 * links; profile photos get lasting ones.
 */
const NOT_FOUND = 'The file does not exist, or its link is not valid.'

/** A header-safe file name, plus the exact one for browsers that read RFC 5987. */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export const fileHandlers = [
  implement(contract.files.get, async ({ params, query }) => {
    const verdict = await checkFileLink(params.name, query.expires, query.signature)
    const file = verdict === 'invalid' ? null : findFileByName(params.name)
    if (!file || (file.attachable_kind !== 'avatar' && query.expires === undefined)) return notFound(NOT_FOUND)
    if (verdict === 'expired') return forbidden('This link has expired. Open the request again for a fresh one.')
    const bytes = await bytesOf(file)
    if (!bytes)
      return notFound(
        "This file is no longer available: this browser's storage no longer holds it (cleared, or private browsing).",
      )
    return {
      status: 200,
      body: new Blob([bytes], { type: file.mime_type }),
      headers: {
        'Content-Disposition': contentDisposition(file.original_name),
        // A confidential leave's document is kept by no cache (docs/decisions/0047-confidential-leave.md).
        'Cache-Control': file.kept_apart ? 'no-store' : 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    }
  }),
]
