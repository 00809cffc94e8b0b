import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useGenerateTwoFactor } from '../api/generate-two-factor'
import { preloadQrCode } from './authenticator-qr-code'
import { RecoveryCodesPanel } from './recovery-codes-panel'
import { TwoFactorOn } from './two-factor-on'
import { TwoFactorSetupForm, type TwoFactorSetup } from './two-factor-setup'

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

  function startSetup() {
    preloadQrCode()
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
        {view.name === 'recovery-codes' && <RecoveryCodesPanel codes={view.codes} onDone={showStatus} />}
        {view.name === 'setup' && (
          <TwoFactorSetupForm
            setup={view.setup}
            onEnabled={(codes) => setView({ name: 'recovery-codes', codes })}
            onCancel={showStatus}
          />
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
            <Button type="button" color="blue" loading={generate.isPending} onClick={startSetup}>
              Set up
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
