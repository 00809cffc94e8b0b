import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes'
import { RecoveryCodeCount } from './recovery-code-count'
import { StepUpDialog } from './step-up-dialog'

export type TwoFactorOnProps = {
  /** A new set of recovery codes, to show this once. */
  onRegenerated: (recoveryCodes: string[]) => void
}

/** Two-factor is on: the recovery codes left, making a new set, and turning it off (each asks for a fresh proof). */
export function TwoFactorOn({ onRegenerated }: TwoFactorOnProps) {
  const [asking, setAsking] = useState<'regenerate' | 'disable' | null>(null)
  const regenerate = useRegenerateRecoveryCodes()
  const disable = useDisableTwoFactor()
  const close = (open: boolean) => !open && setAsking(null)

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Each login asks for the 6-digit code from your authenticator app. Lost your phone? Log in with one of your
        recovery codes instead.
      </p>
      <RecoveryCodeCount />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" color="white" onClick={() => setAsking('regenerate')}>
          Make new recovery codes
        </Button>
        <Button type="button" color="red" variant="outline" onClick={() => setAsking('disable')}>
          Turn off
        </Button>
      </div>

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
            setAsking(null)
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
            setAsking(null)
          })
        }
      />
    </div>
  )
}
