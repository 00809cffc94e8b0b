import { CODE_LENGTH } from '@contract/fields'
import { signupCodeBodySchema } from '@contract/signup'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { CodeField } from '@/components/ui/code-field'
import { FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { ResendCode } from '@/components/ui/resend-code'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { notify } from '@/lib/notify'
import { useResendPacing } from '@/lib/use-resend-pacing'
import { useVerifyCode } from './api/verify-code'
import { useVerifyEmail } from './api/verify-email'
import { SIGN_UP_FLOW, SIGN_UP_RESEND_WAIT_MS } from './sign-up-flow'

export type CodeStepProps = {
  email: string
  /** When another code may first be asked for (an instant of now()): the e-mail step's code, or the server's wait. */
  resendAt: number
  /** With the sign-up token the admin and company steps carry. */
  onVerified: (signupToken: string) => void
  onChangeEmail: () => void
}

/**
 * Sign-up, second step: the 6-digit code e-mailed to the address (docs/product/states.md#sign-up and
 * docs/product/validation.md#codes).
 */
export function CodeStep({ email, resendAt, onVerified, onChangeEmail }: CodeStepProps) {
  const form = useContractForm(signupCodeBodySchema, { defaultValues: { email, code: '' } })
  const verifyCode = useVerifyCode()
  const resend = useVerifyEmail()
  const pacing = useResendPacing(SIGN_UP_RESEND_WAIT_MS, resendAt)

  const onSubmit = form.handleSubmit((body) =>
    verifyCode.mutate(body, {
      onSuccess: ({ message, data }) => {
        notify.success(message, { flow: SIGN_UP_FLOW })
        onVerified(data.signup_token)
      },
      onError: form.fail,
    }),
  )

  // Asks verify-email again. A new code voids the one typed so far, and any error about it; too soon,
  // the wait is the countdown on the button, and any other failure the client has shown.
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(message, { flow: SIGN_UP_FLOW })
          form.reset({ email, code: '' })
          pacing.sent()
        },
        onError: pacing.refused,
      },
    )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Check your e-mail</DialogTitle>
        <DialogDescription>
          Enter the {CODE_LENGTH}-digit code we sent to <strong className="font-medium text-ink">{email}</strong>. It
          expires in 10 minutes.
        </DialogDescription>
      </DialogHeader>
      {/* The address is not a field here; the server's word on it would have nowhere else to go. */}
      <FormMessage control={form.control} names={['email']} />
      <CodeField
        control={form.control}
        name="code"
        id="signup-code"
        label="Verification code"
        // This step replaced the form that had focus; typing the code is all there is to do.
        takeFocus
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ResendCode availableAt={pacing.availableAt} pending={resend.isPending} onResend={onResend} />
        <button
          type="button"
          onClick={onChangeEmail}
          className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Change e-mail
        </button>
      </div>
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter>
        <Button type="submit" color="blue" loading={verifyCode.isPending} disabled={form.waitSeconds > 0}>
          Verify
        </Button>
      </DialogFooter>
    </form>
  )
}
