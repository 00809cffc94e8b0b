import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'

export type RequestFormFooterProps = {
  /** What the submit button says ('File leave request'). */
  fileLabel: string
  /** The request is on its way. */
  pending: boolean
  /** Seconds the server asked us to wait (a 429), during which filing is off. */
  waitSeconds: number
  /** Closes the form; what was typed stays as the draft. */
  onKeepDraft: () => void
}

/** The foot of every request form: the server's wait, "Keep as draft" and the button that files. */
export function RequestFormFooter({ fileLabel, pending, waitSeconds, onKeepDraft }: RequestFormFooterProps) {
  return (
    <>
      <FormWait seconds={waitSeconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" color="white" onClick={onKeepDraft}>
          Keep as draft
        </Button>
        <Button type="submit" color="blue" loading={pending} disabled={waitSeconds > 0}>
          {fileLabel}
        </Button>
      </div>
    </>
  )
}
