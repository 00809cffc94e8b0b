import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'

export type StepActionsProps = {
  /** Absent on the first step. */
  onBack?: () => void
  saving: boolean
  /** useContractForm's `waitSeconds`: a 429 holds Next back while it runs. */
  waitSeconds: number
  /** 'Next' but on the last step. */
  submitLabel?: string
}

/**
 * A step's footer: Back (nothing is lost: the step left keeps what it holds) and the submit that
 * saves the step before moving on. On a phone both span the width, Next on top, where a thumb is.
 */
export function StepActions({ onBack, saving, waitSeconds, submitLabel = 'Next' }: StepActionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <FormWait seconds={waitSeconds} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button type="button" color="white" className="w-full sm:w-auto" disabled={saving} onClick={onBack}>
            Back
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" color="blue" className="w-full sm:w-auto" loading={saving} disabled={waitSeconds > 0}>
          {submitLabel}
        </Button>
      </div>
    </div>
  )
}
