import type { ReactNode } from 'react'
import type { z } from 'zod'
import { enableTwoFactorBodySchema, type twoFactorSetupSchema } from '@contract/two-factor'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { CodeField } from '@/components/ui/code-field'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useEnableTwoFactor } from '../api/enable-two-factor'
import { AuthenticatorQrCode } from './authenticator-qr-code'
import { SecretKey } from './secret-key'

export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>

export type TwoFactorSetupFormProps = {
  setup: TwoFactorSetup
  /** Two-factor is on: the recovery codes the server answered, to show this once. */
  onEnabled: (recoveryCodes: string[]) => void
  onCancel: () => void
}

export const QR_CODE_LABEL = 'QR code for your authenticator app'

/** Scan (or type the key), then prove it worked with the app's first code: only then is two-factor on. */
export function TwoFactorSetupForm({ setup, onEnabled, onCancel }: TwoFactorSetupFormProps) {
  const enable = useEnableTwoFactor()
  const form = useContractForm(enableTwoFactorBodySchema, { defaultValues: { code: '' } })

  const onSubmit = form.handleSubmit((body) => {
    enable.mutate(body, {
      onSuccess: ({ data, message }) => {
        notify.success(message)
        onEnabled(data.recovery_codes)
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ol className="flex flex-col gap-5">
        <Step number={1} title="Scan this QR code with an authenticator app">
          <p className="text-sm text-slate-600">
            Google Authenticator, Microsoft Authenticator, 1Password or any app that makes 6-digit codes.
          </p>
          <AuthenticatorQrCode otpauthUrl={setup.otpauth_url} serverImage={setup.qr_code} label={QR_CODE_LABEL} />
        </Step>
        <Step number={2} title="Can’t scan it? Type this setup key into the app instead">
          <SecretKey secret={setup.secret} />
        </Step>
        <Step number={3} title="Enter the 6-digit code the app shows">
          <CodeField control={form.control} name="code" id="enable-code" label="Code from your authenticator app" />
        </Step>
      </ol>
      <FormWait seconds={form.waitSeconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" color="white" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" color="blue" loading={enable.isPending} disabled={form.waitSeconds > 0}>
          Turn on
        </Button>
      </div>
    </form>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  // Indented beside the number from a tablet up; on a phone the content takes the whole width, where
  // the six code boxes need every pixel.
  return (
    <li className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {number}
        </span>
        <p className="text-sm font-medium text-ink">{title}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-3 sm:pl-9">{children}</div>
    </li>
  )
}
