import { changePasswordBodySchema } from '@contract/profile'
import { PASSWORD_HINT } from '@contract/fields'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/components/ui/notify'
import { PasswordInput } from '@/components/ui/password-input'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useChangePassword } from '../api/change-password'

const emptyForm = { current_password: '', password: '', password_confirmation: '' }

export type ChangePasswordFormProps = {
  /** The signed-in address, for password managers to file the new password under. */
  email: string
  onChanged?: () => void
}

/**
 * The current password, then the new one twice. Several rules can fail at once (a numbered list
 * under the field); a wrong current password is the server's error under its field, and too many
 * of them hold Submit back (429). The server ends the person's other sessions, as the toast says.
 */
export function ChangePasswordForm({ email, onChanged }: ChangePasswordFormProps) {
  const change = useChangePassword()
  const form = useContractForm(changePasswordBodySchema, { defaultValues: emptyForm })

  const onSubmit = form.handleSubmit((body) => {
    change.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message)
        form.reset(emptyForm)
        onChanged?.()
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      {/* Lets a password manager know whose password this is (it is not sent). */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" name="current-password" errors={form.errorsOf('current_password')}>
        <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
      </Field>
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
      <Button
        type="submit"
        color="blue"
        className="self-start"
        loading={change.isPending}
        disabled={form.waitSeconds > 0}
      >
        Change password
      </Button>
    </form>
  )
}
