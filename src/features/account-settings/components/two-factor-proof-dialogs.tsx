import { notify } from '@/components/ui/notify'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes'
import { StepUpDialog } from './step-up-dialog'

export type ProofDialogsProps = {
  /** Which one is open: making new recovery codes, turning two-factor off, or neither. */
  asking: 'regenerate' | 'disable' | null
  onClose: () => void
  /** A new set of recovery codes, to show this once. */
  onRegenerated: (recoveryCodes: string[]) => void
}

/** The two changes of two-factor-on.tsx that ask for a fresh proof first, each in a step-up dialog. */
export function TwoFactorProofDialogs({ asking, onClose, onRegenerated }: ProofDialogsProps) {
  const regenerate = useRegenerateRecoveryCodes()
  const disable = useDisableTwoFactor()
  const close = (open: boolean) => !open && onClose()
  return (
    <>
      <StepUpDialog
        open={asking === 'regenerate'}
        onOpenChange={close}
        title="Make new recovery codes"
        description="Your current recovery codes will stop working. Confirm it is you with a code from your authenticator app or your password."
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
      <StepUpDialog
        open={asking === 'disable'}
        onOpenChange={close}
        title="Turn off two-factor authentication?"
        description="Logging in will need only your password, and your recovery codes will stop working. Your other sessions will be signed out. Confirm it is you with a code from your authenticator app or your password."
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
    </>
  )
}
