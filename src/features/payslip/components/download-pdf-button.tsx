import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'

type PdfDownload = Pick<UseMutationResult<void, Error, void>, 'mutate' | 'isPending'>

/**
 * The Download PDF button of a payslip and of a tax certificate: busy while the file comes. `context`
 * completes the accessible name where several stand on one page ("Download PDF for 2025").
 */
export function DownloadPdfButton({ download, context }: { download: PdfDownload; context?: string }) {
  return (
    <Button type="button" color="blue" onClick={() => download.mutate()} disabled={download.isPending}>
      {download.isPending ? 'Downloading…' : 'Download PDF'}
      {context && <span className="sr-only"> {context}</span>}
    </Button>
  )
}

/** A failed download says so beside its button; what the page shows stays as it was. */
export function DownloadFailed({ error }: { error: Error | null }) {
  if (!error) return null
  return (
    <p role="alert" className="max-w-xs text-sm text-red-700">
      The PDF could not be downloaded: {error.message} Try again.
    </p>
  )
}
