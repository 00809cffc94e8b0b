import { resetPasswordBodySchema } from '@contract/auth'
import { PASSWORD_HINT } from '@contract/limits'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
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
      <FormMessage control={form.control} names={['email', 'token']} />
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem id="new-password">
            <FormLabel>New password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormDescription>{PASSWORD_HINT}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="password_confirmation"
        render={({ field }) => (
          <FormItem id="new-password-confirmation">
            <FormLabel>Confirm new password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
      <Button type="submit" color="blue" loading={reset.isPending} disabled={form.waitSeconds > 0}>
        Reset password
      </Button>
    </form>
  )
}
