import { useState } from 'react'
import { forgotPasswordBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isApiError } from '@/lib/api'
import { now } from '@/lib/clock'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { secondsLeft, useCountdown } from '@/lib/use-countdown'
import { useForgotPassword } from '../api/forgot-password'

export type ForgotPasswordFormProps = {
  defaultEmail?: string
  /** The e-mail went out (or the server says so for any address): the server's message. */
  onSent: (email: string, message: string) => void
}

/**
 * Email and Submit (spec section 2, /forgot-password, and the dialog's step). When the server paces
 * the request (429), Submit stays disabled while the wait counts down from its retry_after
 * (spec section 5).
 */
export function ForgotPasswordForm({ defaultEmail = '', onSent }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword()
  const form = useContractForm(forgotPasswordBodySchema, { defaultValues: { email: defaultEmail } })
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const waitSeconds = secondsLeft(useCountdown(waitUntil))

  const onSubmit = form.handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: ({ message }) => onSent(body.email, message),
      onError: (error) => {
        if (isApiError(error) && error.status === 429 && error.retryAfter !== null)
          setWaitUntil(now() + error.retryAfter * 1000)
        else form.applyServerErrors(error)
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" name="forgot-email" errors={form.errorsOf('email')}>
        <Input type="email" autoComplete="username" {...form.register('email')} />
      </Field>
      {waitSeconds > 0 && (
        <p className="text-sm text-red-700">
          Please wait {waitSeconds} seconds before requesting another password reset email.
        </p>
      )}
      <Button type="submit" color="blue" loading={forgot.isPending} disabled={waitSeconds > 0}>
        Submit
      </Button>
    </form>
  )
}
