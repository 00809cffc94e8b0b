import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { goTo } from '@/lib/navigation'
import { LoginForm, type LoginFormProps } from './login-form'
import { NewPasswordForm } from './new-password-form'
import { PublicPage } from './public-page'
import { SuccessDialog } from './success-dialog'

export type ResetPasswordPageProps = {
  /** From the e-mail's link; missing when the link was cut short. */
  email: string | undefined
  token: string | undefined
  /** The login in the Success dialog met two-factor: the route goes on to /verification. */
  onTwoFactor: LoginFormProps['onTwoFactor']
  onForgotPassword: LoginFormProps['onForgotPassword']
}

/**
 * /reset-password?token&email (docs/product/screens-and-routes.md#public-routes): the new password, then a Success
 * dialog in which the person logs in with it at once. That login starts outside the landing dialog, so its two-factor
 * step is the /verification page (a reset never skips two-factor: ASVS 6.4.3).
 */
export function ResetPasswordPage({ email, token, onTwoFactor, onForgotPassword }: ResetPasswordPageProps) {
  const [done, setDone] = useState<string | null>(null)

  if (!email || !token) {
    return (
      <PublicPage
        title="Reset password"
        description="This password reset link is incomplete. Open the link from the e-mail again, or ask for a new one."
      >
        <Button href="/forgot-password" color="blue">
          Ask for a new link
        </Button>
      </PublicPage>
    )
  }

  return (
    <PublicPage title="Reset password" description={`Choose a new password for ${email}.`}>
      <NewPasswordForm email={email} token={token} onDone={setDone} />
      <Button href="/" variant="plain" color="blue" size="sm">
        Back to Sign In
      </Button>
      {done !== null && (
        // The token is spent, so closing leaves for the landing page rather than this form.
        <SuccessDialog message={done} onClose={() => void goTo('/')}>
          <LoginForm defaultEmail={email} onTwoFactor={onTwoFactor} onForgotPassword={onForgotPassword} />
        </SuccessDialog>
      )}
    </PublicPage>
  )
}
