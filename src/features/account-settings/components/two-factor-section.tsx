import { Suspense, useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart, usePreloadWhenIdle } from '@/lib/lazy-part'
import { useGenerateTwoFactor } from '../api/generate-two-factor'
import { preloadQrCode } from './authenticator-qr-code'
import type { RecoveryCodesPanelProps } from './recovery-codes-panel'
import { TwoFactorOn } from './two-factor-on'
import type { TwoFactorSetup, TwoFactorSetupFormProps } from './two-factor-setup'

// The setup (the code input and the form layer) and the new recovery codes show only after a press:
// they come after the page (docs/decisions/0036-employee-first-load.md).
const setupForm = lazyPart<TwoFactorSetupFormProps>(() =>
  import('./two-factor-setup').then((module) => module.TwoFactorSetupForm),
)
const recoveryCodesPanel = lazyPart<RecoveryCodesPanelProps>(() =>
  import('./recovery-codes-panel').then((module) => module.RecoveryCodesPanel),
)

export type TwoFactorSectionProps = {
  /** From the signed-in user; it follows a change at once (patchSignedInUser). */
  enabled: boolean
  /** Where to start; stories open a later state directly. */
  initialView?: TwoFactorView
}

export type TwoFactorView =
  { name: 'status' } | { name: 'setup'; setup: TwoFactorSetup } | { name: 'recovery-codes'; codes: string[] }

/**
 * Two-factor authentication (docs/product/states.md#two-factor: generate a setup, then enable, or disable): off ->
 * setup (QR code and key, then the app's first code) -> the recovery codes, shown once -> on, with
 * the codes left, new codes and turning it off.
 */
export function TwoFactorSection({ enabled, initialView = { name: 'status' } }: TwoFactorSectionProps) {
  const [view, setView] = useState<TwoFactorView>(initialView)
  const generate = useGenerateTwoFactor()
  const headingId = useId()
  const showStatus = () => setView({ name: 'status' })
  usePreloadWhenIdle(setupForm, recoveryCodesPanel)

  function startSetup() {
    preloadQrCode()
    setupForm.preload()
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
        {view.name === 'recovery-codes' && (
          <Suspense fallback={<LoadingPart label="Loading your recovery codes…" />}>
            <recoveryCodesPanel.Component codes={view.codes} onDone={showStatus} />
          </Suspense>
        )}
        {view.name === 'setup' && (
          <Suspense fallback={<LoadingPart label="Loading the setup…" />}>
            <setupForm.Component
              setup={view.setup}
              onEnabled={(codes) => setView({ name: 'recovery-codes', codes })}
              onCancel={showStatus}
            />
          </Suspense>
        )}
        {view.name === 'status' && enabled && (
          <TwoFactorOn onRegenerated={(codes) => setView({ name: 'recovery-codes', codes })} />
        )}
        {view.name === 'status' && !enabled && (
          <div className="flex flex-col items-start gap-4">
            <p className="text-sm text-slate-700">
              Two-factor authentication is off: your password alone opens your account, your payslips and your bank
              details.
            </p>
            <Button
              type="button"
              color="blue"
              loading={generate.isPending}
              onClick={startSetup}
              onPointerEnter={setupForm.preload}
              onFocus={setupForm.preload}
            >
              Set up
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** Where a part of the section shows once its code has arrived: a skeleton of its first lines. */
function LoadingPart({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-40 w-40" />
      <Skeleton className="h-10 w-full max-w-sm" />
    </div>
  )
}
