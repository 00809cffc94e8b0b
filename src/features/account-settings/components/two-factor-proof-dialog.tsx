import { notify } from '@/lib/notify'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes'
import { StepUpDialog } from '@/components/account/step-up-dialog'
import { proofChanges, type ProofChange } from './two-factor-proof-changes'

export type TwoFactorProofDialogProps = {
  /** The change asked for, which the dialog asks a fresh proof for. */
  change: ProofChange
  onClose: () => void
  /** A new set of recovery codes, to show this once. */
  onRegenerated: (recoveryCodes: string[]) => void
}

/** The step-up dialog of one change of two-factor-on.tsx, opened while that change is asked for. */
export function TwoFactorProofDialog({ change, onClose, onRegenerated }: TwoFactorProofDialogProps) {
  const regenerate = useRegenerateRecoveryCodes()
  const disable = useDisableTwoFactor()
  const close = (open: boolean) => !open && onClose()

  if (change === 'regenerate')
    return (
      <StepUpDialog
        open
        onOpenChange={close}
        {...proofChanges.regenerate}
        confirmLabel="Make new codes"
        pending={regenerate.isPending}
        onConfirm={(proof) =>
          regenerate.mutateAsync(proof).then(({ data, message }) => {
            notify.success(message)
            onClose()
            onRegenerated(data.recovery_codes)
          })
        }
      />
    )
  return (
    <StepUpDialog
      open
      onOpenChange={close}
      {...proofChanges.disable}
      confirmLabel="Turn off"
      confirmColor="red"
      pending={disable.isPending}
      onConfirm={(proof) =>
        disable.mutateAsync(proof).then(({ message }) => {
          notify.success(message)
          onClose()
        })
      }
    />
  )
}
