import { PasswordChangeFields } from '@/components/account/password-change-fields'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/lib/notify'
import { lazySchema } from '@/lib/forms/lazy-schema'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useChangePassword } from '../api/change-password'

// The page's first card: its fields show without zod, which comes at the first keystroke (decision 56).
const changePasswordBody = lazySchema(() =>
  import('@contract/profile').then((module) => module.changePasswordBodySchema),
)

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
  const form = useContractForm(changePasswordBody, { defaultValues: emptyForm })

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
      <PasswordChangeFields
        email={email}
        control={form.control}
        names={{ current: 'current_password', next: 'password', confirmation: 'password_confirmation' }}
      />
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
