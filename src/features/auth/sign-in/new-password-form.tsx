import { resetPasswordBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { NewPasswordFields } from '@/components/account/new-password-fields'
import { FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
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
      <FormMessage control={form.control} names={['email', 'token']} />
      <NewPasswordFields control={form.control} names={{ next: 'password', confirmation: 'password_confirmation' }} />
      <FormWait seconds={form.waitSeconds} />
      <Button type="submit" color="blue" loading={reset.isPending} disabled={form.waitSeconds > 0}>
        Reset password
      </Button>
    </form>
  )
}
