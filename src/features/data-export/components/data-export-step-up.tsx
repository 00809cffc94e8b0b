import { StepUpDialog } from '@/components/account/step-up-dialog'
import { isApiError } from '@/lib/api/api-error'
import { notify } from '@/lib/notify'
import { useRequestDataExport } from '../api/request-data-export'

export type DataExportStepUpProps = {
  title: string
  /** Whether the person has two-factor on: a code is then a proof they may give. */
  withCode: boolean
  onClose: () => void
  /** Reads the export again; answers whether a request is refused until a later time. */
  refreshNextRequest: () => Promise<boolean>
}

/**
 * The fresh proof a copy of all the person's data asks for (docs/product/privacy.md#download-my-data). A 429 is
 * either too many wrong proofs, which the form waits out, or the day's request already made (from another
 * device, say): then the page, read again, names the time of the next, and the server's message says it now.
 */
export function DataExportStepUp({ title, withCode, onClose, refreshNextRequest }: DataExportStepUpProps) {
  const request = useRequestDataExport()
  return (
    <StepUpDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        withCode
          ? 'Your copy holds everything the company keeps about you. Confirm it is you with a code from your authenticator app or your password.'
          : 'Your copy holds everything the company keeps about you. Confirm it is you with your password.'
      }
      confirmLabel="Ask for my copy"
      withCode={withCode}
      pending={request.isPending}
      onConfirm={async (proof) => {
        try {
          notify.success((await request.mutateAsync(proof)).message)
          onClose()
        } catch (error) {
          if (isApiError(error) && error.status === 429 && (await refreshNextRequest())) {
            notify.error(error.message)
            onClose()
            return
          }
          throw error
        }
      }}
    />
  )
}
