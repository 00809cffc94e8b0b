import { useState } from 'react'
import { resetVerifyOtpBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import { isApiError } from '@/lib/api'
import { now } from '@/lib/clock'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { secondsLeft, useCountdown } from '@/lib/use-countdown'
import { useForgotPassword } from '../api/forgot-password'
import { useResetVerifyOtp } from '../api/reset-verify-otp'
import { CodeField } from './code-field'

/** Spec section 9: after each code is sent, 'Resend code' waits this long. */
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
  const [resendAt, setResendAt] = useState(() => now() + RESET_RESEND_COUNTDOWN_MS)
  const resendSeconds = secondsLeft(useCountdown(resendAt))

  const onSubmit = form.handleSubmit((body) => {
    verify.mutate(body, {
      onSuccess: ({ data }) => onVerified(data),
      onError: (error) => form.applyServerErrors(error),
    })
  })

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(message)
          form.setValue('code', '')
          setResendAt(now() + RESET_RESEND_COUNTDOWN_MS)
        },
        // The server paces resends too: wait as long as it says (the client has toasted why).
        onError: (error) => {
          if (isApiError(error) && error.retryAfter !== null) setResendAt(now() + error.retryAfter * 1000)
        },
      },
    )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CodeField
        name="reset-code"
        label="Reset code"
        value={form.watch('code')}
        onChange={(code) => form.setValue('code', code, { shouldValidate: form.formState.isSubmitted })}
        errors={form.errorsOf('code')}
      />
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span aria-live="off">
          {resendSeconds > 0 ? `You can ask for a new code in ${resendSeconds} s.` : 'Did not get the code?'}
        </span>
        <Button
          type="button"
          variant="plain"
          color="blue"
          size="sm"
          loading={resend.isPending}
          disabled={resendSeconds > 0}
          onClick={onResend}
        >
          Resend code
        </Button>
      </div>
      <Button type="submit" color="blue" loading={verify.isPending}>
        Verify
      </Button>
    </form>
  )
}
