import { Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyPart, useIdle } from '@/lib/load-later'
import { RecoveryCodeCount } from './recovery-code-count'
import type { ProofDialogsProps } from './two-factor-proof-dialogs'

// The dialogs that ask for a fresh proof (a Radix dialog, the code and password inputs, the form
// layer) open on a press: fetched when the page is idle or the pointer or focus reaches a button.
const proofDialogs = lazyPart<ProofDialogsProps>(() =>
  import('./two-factor-proof-dialogs').then((module) => module.TwoFactorProofDialogs),
)

export type TwoFactorOnProps = {
  /** A new set of recovery codes, to show this once. */
  onRegenerated: (recoveryCodes: string[]) => void
  /** Fetches the recovery codes' panel ahead, as a new set is asked for. */
  preloadRecoveryCodes: () => void
}

/** Two-factor is on: the recovery codes left, making a new set, and turning it off (each asks for a fresh proof). */
export function TwoFactorOn({ onRegenerated, preloadRecoveryCodes }: TwoFactorOnProps) {
  const [asking, setAsking] = useState<'regenerate' | 'disable' | null>(null)
  const idle = useIdle()
  const preload = () => {
    proofDialogs.preload()
    preloadRecoveryCodes()
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Each login asks for the 6-digit code from your authenticator app. Lost your phone? Log in with one of your
        recovery codes instead.
      </p>
      <RecoveryCodeCount />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          color="white"
          onClick={() => setAsking('regenerate')}
          onPointerEnter={preload}
          onFocus={preload}
        >
          Make new recovery codes
        </Button>
        <Button
          type="button"
          color="red"
          variant="outline"
          onClick={() => setAsking('disable')}
          onPointerEnter={preload}
          onFocus={preload}
        >
          Turn off
        </Button>
      </div>

      {(idle || asking !== null) && (
        <Suspense fallback={null}>
          <proofDialogs.Component asking={asking} onClose={() => setAsking(null)} onRegenerated={onRegenerated} />
        </Suspense>
      )}
    </div>
  )
}
