import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ForgotPasswordForm } from './forgot-password-form'
import { PublicPage } from './public-page'
import { SuccessDialog } from './success-dialog'

/**
 * /forgot-password (docs/product/screens-and-routes.md#public-routes): Email and Submit, the wait countdown, a Success
 * dialog whose Login button goes to /, and 'Back to Sign In'. The e-mail's link leads on to /reset-password.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null)
  return (
    <PublicPage
      title="Forgot password"
      description="Enter your e-mail address and we will e-mail you a link and a code to reset your password."
    >
      <ForgotPasswordForm onSent={(_email, message) => setSent(message)} />
      <Button href="/" variant="plain" color="blue" size="sm">
        Back to Sign In
      </Button>
      {sent !== null && (
        <SuccessDialog message={sent} onClose={() => setSent(null)}>
          <Button href="/" color="blue">
            Login
          </Button>
        </SuccessDialog>
      )}
    </PublicPage>
  )
}
