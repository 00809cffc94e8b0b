import { useState } from 'react'
import type { StoredAttachment } from '@contract/fields'
import { formatFileSize } from '@/components/ui/attachments-field'
import { notify } from '@/lib/notify'
import { Spinner } from '@/components/ui/spinner'
import { openSignedFile } from '@/lib/open-signed-file'

export type RequestAttachmentsProps = {
  attachments: readonly StoredAttachment[]
  /** What an empty list says, e.g. 'No receipts.' */
  emptyMessage?: string
  /**
   * A link expired (an hour after the record was read): read the record again for fresh links, e.g.
   * the detail query's refetch. The person is told to try again.
   */
  onLinkExpired?: () => void
}

const kinds: Record<StoredAttachment['mime_type'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
}

/** A request's files, each opened in a new tab through its signed link. */
export function RequestAttachments({
  attachments,
  emptyMessage = 'No attachments.',
  onLinkExpired,
}: RequestAttachmentsProps) {
  const [opening, setOpening] = useState<number | null>(null)
  if (attachments.length === 0) return <p className="text-sm text-slate-600">{emptyMessage}</p>

  async function open(file: StoredAttachment) {
    setOpening(file.id)
    try {
      const outcome = await openSignedFile(file.url, file.file_name)
      if (outcome.opened) return
      notify.error(outcome.message)
      if (outcome.expired) onLinkExpired?.()
    } finally {
      setOpening(null)
    }
  }

  return (
    <ul className="grid gap-2">
      {attachments.map((file) => (
        <li
          key={file.id}
          className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
        >
          <span className="min-w-0">
            <button
              type="button"
              className="block max-w-full truncate text-left text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
              aria-busy={opening === file.id || undefined}
              onClick={() => void open(file)}
            >
              {file.file_name}
              <span className="sr-only"> (opens in a new tab)</span>
            </button>
            <span className="text-xs text-slate-600">
              {kinds[file.mime_type]}, {formatFileSize(file.size)}
            </span>
          </span>
          {opening === file.id && <Spinner />}
        </li>
      ))}
    </ul>
  )
}
