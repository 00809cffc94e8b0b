import { Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogPlaceholder } from '@/components/ui/modal-placeholder'
import { lazyPart, usePreloadWhenIdle } from '@/lib/lazy-part'
import { RecoveryCodeCount } from './recovery-code-count'
import { proofChanges, type ProofChange } from './two-factor-proof-changes'
import type { TwoFactorProofDialogProps } from './two-factor-proof-dialog'

// The step-up dialogs (Radix Dialog, the code and password inputs, the form layer) open on a press:
// they come after the page (docs/decisions/0036-employee-first-load.md).
const proofDialog = lazyPart<TwoFactorProofDialogProps>(() =>
  import('./two-factor-proof-dialog').then((module) => module.TwoFactorProofDialog),
)

export type TwoFactorOnProps = {
  /** A new set of recovery codes, to show this once. */
  onRegenerated: (recoveryCodes: string[]) => void
}

/**
 * Two-factor is on: the recovery codes left, making a new set, and turning it off (each asks for a
 * fresh proof in a step-up dialog). A press before the dialog's code has arrived opens its
 * placeholder at once, with the same title.
 */
export function TwoFactorOn({ onRegenerated }: TwoFactorOnProps) {
  const [asking, setAsking] = useState<ProofChange | null>(null)
  usePreloadWhenIdle(proofDialog)
  const close = () => setAsking(null)
  const opener = (change: ProofChange) => ({
    onClick: () => setAsking(change),
    onPointerEnter: proofDialog.preload,
    onFocus: proofDialog.preload,
  })

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Each login asks for the 6-digit code from your authenticator app. Lost your phone? Log in with one of your
        recovery codes instead.
      </p>
      <RecoveryCodeCount />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" color="white" {...opener('regenerate')}>
          Make new recovery codes
        </Button>
        <Button type="button" color="red" variant="outline" {...opener('disable')}>
          Turn off
        </Button>
      </div>

      {asking && (
        <Suspense fallback={<DialogPlaceholder title={proofChanges[asking].title} onClose={close} />}>
          <proofDialog.Component change={asking} onClose={close} onRegenerated={onRegenerated} />
        </Suspense>
      )}
    </div>
  )
}
