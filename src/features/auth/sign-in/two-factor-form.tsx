import { verifyOtpBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useVerifyOtp } from '../api/verify-otp'
import { completeSignIn } from '../complete-sign-in'
import { CodeField } from './code-field'

export type TwoFactorFormProps = {
  /** From the login's two-factor challenge. */
  userId: number
  /** 'Back to login' in the dialog, 'Cancel' on the /verification page. */
  cancelLabel: string
  onCancel: () => void
}

/** The authenticator code that completes a two-factor login: the dialog's step and the /verification page. */
export function TwoFactorForm({ userId, cancelLabel, onCancel }: TwoFactorFormProps) {
  const verify = useVerifyOtp()
  const form = useContractForm(verifyOtpBodySchema, { defaultValues: { user_id: userId, code: '' } })

  const onSubmit = form.handleSubmit((body) => {
    verify.mutate(body, {
      onSuccess: ({ data, message }) => completeSignIn(data, message),
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CodeField
        name="two-factor-code"
        label="Authentication code"
        value={form.watch('code') ?? ''}
        onChange={(code) => form.setValue('code', code, { shouldValidate: form.formState.isSubmitted })}
        errors={form.errorsOf('code')}
      />
      <FormWait seconds={form.waitSeconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" color="white" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" color="blue" loading={verify.isPending} disabled={form.waitSeconds > 0}>
          Verify
        </Button>
      </div>
    </form>
  )
}
