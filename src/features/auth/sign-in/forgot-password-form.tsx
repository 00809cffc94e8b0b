import { forgotPasswordBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { TextField } from '@/components/ui/text-field'
import { describeWait } from '@/lib/api/error-from-response'

import { useContractForm } from '@/lib/forms/use-contract-form'

import { useForgotPassword } from '../api/forgot-password'

export type ForgotPasswordFormProps = {
  defaultEmail?: string
  /** The e-mail went out (or the server says so for any address): the server's message. */
  onSent: (email: string, message: string) => void
}

/**
 * Email and Submit (docs/product/screens-and-routes.md#public-routes, /forgot-password, and the dialog's step). When
 * the server paces the request (429), Submit stays disabled while the wait counts down from its retry_after
 * (docs/product/validation.md#forms).
 */
export function ForgotPasswordForm({ defaultEmail = '', onSent }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword()
  const form = useContractForm(forgotPasswordBodySchema, { defaultValues: { email: defaultEmail } })

  const onSubmit = form.handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: ({ message }) => onSent(body.email, message),
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        control={form.control}
        name="email"
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="username"
      />
      <FormWait seconds={form.waitSeconds}>
        {(seconds) => `Please wait ${describeWait(seconds)} before requesting another password reset email.`}
      </FormWait>
      <Button type="submit" color="blue" loading={forgot.isPending} disabled={form.waitSeconds > 0}>
        Submit
      </Button>
    </form>
  )
}
