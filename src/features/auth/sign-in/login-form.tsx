import type { z } from 'zod'
import { loginBodySchema, type twoFactorChallengeSchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/lib/notify'
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/api'
import { PasswordInput } from '@/components/ui/password-input'
import { TextField } from '@/components/ui/text-field'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useLogin } from '../api/login'
import { completeSignIn } from '../complete-sign-in'

export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>

export type LoginFormProps = {
  defaultEmail?: string
  /** The password was right and the account has two-factor on: ask for the code. */
  onTwoFactor: (challenge: TwoFactorChallenge, email: string) => void
  /** 'Forgot password?', with what is typed in Email so far. */
  onForgotPassword: (email: string) => void
  /** "Don't have an account? Sign Up"; left out where signing up is not on offer. */
  onSignUp?: () => void
}

/** Email and password (docs/product/records.md#sign-in-forms); a started session goes to `completeSignIn`. */
export function LoginForm({ defaultEmail = '', onTwoFactor, onForgotPassword, onSignUp }: LoginFormProps) {
  const login = useLogin()
  const form = useContractForm(loginBodySchema, { defaultValues: { email: defaultEmail, password: '' } })

  const onSubmit = form.handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: ({ data, message }) => {
        if ('token' in data && data.token) completeSignIn(data, message)
        else if ('is_2fa_enabled' in data && data.is_2fa_enabled) onTwoFactor(data, body.email)
        // Neither a session nor a challenge: nothing to go on with, so no empty two-factor step.
        else notify.error(UNEXPECTED_ERROR_MESSAGE)
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        control={form.control}
        name="email"
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
      />
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem id="login-password">
            <FormLabel>Password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="current-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button
        type="button"
        variant="plain"
        color="blue"
        size="sm"
        className="self-end"
        onClick={() => onForgotPassword(form.getValues('email'))}
      >
        Forgot password?
      </Button>
      <FormWait seconds={form.waitSeconds} />
      <Button type="submit" color="blue" loading={login.isPending} disabled={form.waitSeconds > 0}>
        Log in
      </Button>
      {onSignUp && (
        <p className="text-center text-sm text-slate-600">
          Don&apos;t have an account?{' '}
          <Button type="button" variant="plain" color="blue" size="inline" onClick={onSignUp}>
            Sign Up
          </Button>
        </p>
      )}
    </form>
  )
}
