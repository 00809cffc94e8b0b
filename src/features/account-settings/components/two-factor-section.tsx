import { Suspense, useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useGenerateTwoFactor } from '../api/generate-two-factor'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart } from '@/lib/load-later'
import { TwoFactorOn } from './two-factor-on'
import type { TwoFactorSetup } from './two-factor-setup'

// Setting up and the recovery codes come after a press and the server's answer: their code (the code
// input, the checkbox, the confirm dialog) is fetched with that answer, off the page's first load.
// The setup's module starts fetching the QR library as it arrives, while the server makes the secret.
const setupForm = lazyPart(() =>
  import('./two-factor-setup').then((module) => {
    module.preloadQrCode()
    return module.TwoFactorSetupForm
  }),
)
const recoveryCodes = lazyPart(() => import('./recovery-codes-panel').then((module) => module.RecoveryCodesPanel))

export type TwoFactorSectionProps = {
  /** From the signed-in user; it follows a change at once (patchSignedInUser). */
  enabled: boolean
  /** Where to start; stories open a later state directly. */
  initialView?: TwoFactorView
}

export type TwoFactorView =
  { name: 'status' } | { name: 'setup'; setup: TwoFactorSetup } | { name: 'recovery-codes'; codes: string[] }

/**
 * Two-factor authentication (spec section 4: generate a setup, then enable, or disable): off ->
 * setup (QR code and key, then the app's first code) -> the recovery codes, shown once -> on, with
 * the codes left, new codes and turning it off.
 */
export function TwoFactorSection({ enabled, initialView = { name: 'status' } }: TwoFactorSectionProps) {
  const [view, setView] = useState<TwoFactorView>(initialView)
  const generate = useGenerateTwoFactor()
  const headingId = useId()
  const showStatus = () => setView({ name: 'status' })

  function startSetup() {
    setupForm.preload()
    recoveryCodes.preload()
    generate.mutate(undefined, { onSuccess: (setup) => setView({ name: 'setup', setup }) })
  }

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Two-factor authentication</h2>
        </CardTitle>
        <CardDescription>
          A code from an app on your phone at every login, so a stolen password is not enough.
        </CardDescription>
        <CardAction>
          <Badge color={enabled ? 'approved' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton aria-label="Loading" className="h-48" />}>
          {view.name === 'recovery-codes' && <recoveryCodes.Component codes={view.codes} onDone={showStatus} />}
          {view.name === 'setup' && (
            <setupForm.Component
              setup={view.setup}
              onEnabled={(codes) => setView({ name: 'recovery-codes', codes })}
              onCancel={showStatus}
            />
          )}
        </Suspense>
        {view.name === 'status' && enabled && (
          <TwoFactorOn
            onRegenerated={(codes) => setView({ name: 'recovery-codes', codes })}
            preloadRecoveryCodes={recoveryCodes.preload}
          />
        )}
        {view.name === 'status' && !enabled && (
          <div className="flex flex-col items-start gap-4">
            <p className="text-sm text-slate-700">
              Two-factor authentication is off: your password alone opens your account, your payslips and your bank
              details.
            </p>
            <Button type="button" color="blue" loading={generate.isPending} onClick={startSetup}>
              Set up
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
