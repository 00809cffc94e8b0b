import { resetVerifyOtpBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { FormWait } from '@/components/ui/form-wait'
import { ResendCode } from '@/components/ui/resend-code'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { notify } from '@/lib/notify'
import { useResendPacing } from '@/lib/use-resend-pacing'
import { useForgotPassword } from '../api/forgot-password'
import { useResetVerifyOtp } from '../api/reset-verify-otp'
import { PASSWORD_RESET_FLOW } from './sign-in-steps'

/** docs/product/limits.md#codes-and-countdowns: after each code is sent, 'Resend code' waits this long. */
export const RESET_RESEND_COUNTDOWN_MS = 120_000

export type ResetCodeFormProps = {
  email: string
  /** The code was right: the single-use token for the new password. */
  onVerified: (reset: { email: string; token: string }) => void
}

/**
 * The e-mailed reset code (the dialog's step after 'Forgot password'). It mounts right after a code
 * was sent, so the resend countdown starts then.
 */
export function ResetCodeForm({ email, onVerified }: ResetCodeFormProps) {
  const verify = useResetVerifyOtp()
  const resend = useForgotPassword()
  const form = useContractForm(resetVerifyOtpBodySchema, { defaultValues: { email, code: '' } })
  const pacing = useResendPacing(RESET_RESEND_COUNTDOWN_MS)

  const onSubmit = form.handleSubmit((body) => {
    verify.mutate(body, {
      onSuccess: ({ data }) => onVerified(data),
      onError: form.fail,
    })
  })

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(message, { flow: PASSWORD_RESET_FLOW })
          form.setValue('code', '')
          pacing.sent()
        },
        // The server paces resends too: wait as long as it says.
        onError: pacing.refused,
      },
    )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CodeField control={form.control} name="code" id="reset-code" label="Reset code" />
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span>Did not get the code?</span>
        <ResendCode availableAt={pacing.availableAt} pending={resend.isPending} onResend={onResend} />
      </div>
      <FormWait seconds={form.waitSeconds} />
      <Button type="submit" color="blue" loading={verify.isPending} disabled={form.waitSeconds > 0}>
        Verify
      </Button>
    </form>
  )
}
