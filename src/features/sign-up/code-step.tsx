import { Controller } from 'react-hook-form'
import { CODE_LENGTH } from '@contract/fields'
import { signupCodeBodySchema } from '@contract/signup'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, FieldErrors } from '@/components/ui/field'
import { notify } from '@/lib/notify'
import { OtpInput } from '@/components/ui/otp-input'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { SIGN_UP_FLOW } from './sign-up-flow'
import { useVerifyCode } from './api/verify-code'
import { ResendSignUpCode } from './resend-code'

export type CodeStepProps = {
  email: string
  /** When another code may be asked for (an instant of now()). */
  resendAt: number
  onResendAtChange: (resendAt: number) => void
  /** With the sign-up token the admin and company steps carry. */
  onVerified: (signupToken: string) => void
  onChangeEmail: () => void
}

/**
 * Sign-up, second step: the 6-digit code e-mailed to the address (docs/product/states.md#sign-up and
 * docs/product/validation.md#codes).
 */
export function CodeStep({ email, resendAt, onResendAtChange, onVerified, onChangeEmail }: CodeStepProps) {
  const form = useContractForm(signupCodeBodySchema, { defaultValues: { email, code: '' } })
  const verifyCode = useVerifyCode()

  const onSubmit = form.handleSubmit((body) =>
    verifyCode.mutate(body, {
      onSuccess: ({ message, data }) => {
        notify.success(message, { flow: SIGN_UP_FLOW })
        onVerified(data.signup_token)
      },
      onError: form.fail,
    }),
  )

  // A new code voids the one typed so far, and any error about it.
  const resent = (next: number) => {
    form.reset({ email, code: '' })
    onResendAtChange(next)
  }

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
      <FieldErrors errors={form.errorsOf('email')} />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <Field label="Verification code" name="signup-code" errors={form.errorsOf('code')}>
            <OtpInput
              aria-label="Verification code"
              value={field.value}
              onChange={field.onChange}
              length={CODE_LENGTH}
              // This step replaced the form that had focus; typing the code is all there is to do.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Field>
        )}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ResendSignUpCode email={email} resendAt={resendAt} onSent={resent} onTooSoon={onResendAtChange} />
        <button
          type="button"
          onClick={onChangeEmail}
          className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Change e-mail
        </button>
      </div>
      <DialogFooter>
        <Button type="submit" color="blue" loading={verifyCode.isPending}>
          Verify
        </Button>
      </DialogFooter>
    </form>
  )
}
