import { resetPasswordBodySchema } from '@contract/auth'
import { PASSWORD_HINT } from '@contract/limits'
import { Button } from '@/components/ui/button'
import { Field, FieldErrors } from '@/components/ui/field'
import { FormWait } from '@/components/ui/form-wait'
import { PasswordInput } from '@/components/ui/password-input'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useResetPassword } from '../api/reset-password'

export type NewPasswordFormProps = {
  email: string
  /** From the verified code (dialog) or the e-mail's link (/reset-password). */
  token: string
  onDone: (message: string) => void
}

/** The new password, typed twice (the dialog's last step and /reset-password). */
export function NewPasswordForm({ email, token, onDone }: NewPasswordFormProps) {
  const reset = useResetPassword()
  const form = useContractForm(resetPasswordBodySchema, {
    defaultValues: { email, token, password: '', password_confirmation: '' },
  })

  const onSubmit = form.handleSubmit((body) => {
    reset.mutate(body, {
      onSuccess: ({ message }) => onDone(message),
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* No field of their own: a bad address or an expired token is about the link or the code. */}
      <FieldErrors errors={[...form.errorsOf('email'), ...form.errorsOf('token')]} />
      <Field label="New password" name="new-password" hint={PASSWORD_HINT} errors={form.errorsOf('password')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field
        label="Confirm new password"
        name="new-password-confirmation"
        errors={form.errorsOf('password_confirmation')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password_confirmation')} />
      </Field>
      <FormWait seconds={form.waitSeconds} />
      <Button type="submit" color="blue" loading={reset.isPending} disabled={form.waitSeconds > 0}>
        Reset password
      </Button>
    </form>
  )
}
