import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { notify } from '@/lib/notify'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { NewPasswordForm } from './new-password-form'
import { ResetCodeForm } from './reset-code-form'
import { describeStep, PASSWORD_RESET_FLOW, type SignInStep } from './sign-in-steps'
import { TwoFactorForm } from './two-factor-form'

export type SignInDialogProps = {
  /** "Don't have an account? Sign Up": the landing page swaps this dialog for the sign-up one. */
  onSignUp: () => void
  /** Escape, the X or the overlay; the landing page unmounts the dialog and Radix returns focus. */
  onClose: () => void
  /** Where to start; stories and tests open a later step directly. */
  initialStep?: SignInStep
}

/**
 * The landing page's login dialog: one Radix dialog whose content moves through login, the
 * two-factor code, forgot password, the reset code and the new password
 * (docs/product/screens-and-routes.md#landing-dialogs and docs/product/states.md#login).
 */
export function SignInDialog({ onSignUp, onClose, initialStep = { name: 'login', email: '' } }: SignInDialogProps) {
  const [step, setStep] = useState<SignInStep>(initialStep)
  const { title, description } = describeStep(step)
  const body = useRef<HTMLDivElement>(null)

  // Radix focuses the first field when the dialog opens; a new step replaces the focused element,
  // so its first field takes the focus rather than leaving it on the dialog itself.
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    body.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), button')?.focus()
  }, [step.name])

  const backToLogin = (email: string) => setStep({ name: 'login', email })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocusToOpener>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div ref={body}>
          {step.name === 'login' && (
            <LoginForm
              defaultEmail={step.email}
              onTwoFactor={(challenge, email) =>
                setStep({ name: 'two-factor', email, userId: challenge.user_id, message: challenge.message })
              }
              onForgotPassword={(email) => setStep({ name: 'forgot', email })}
              onSignUp={onSignUp}
            />
          )}
          {step.name === 'two-factor' && (
            <TwoFactorForm userId={step.userId} cancelLabel="Back to login" onCancel={() => backToLogin(step.email)} />
          )}
          {step.name === 'forgot' && (
            <>
              <ForgotPasswordForm
                defaultEmail={step.email}
                onSent={(email, message) => {
                  notify.success(message, { flow: PASSWORD_RESET_FLOW })
                  setStep({ name: 'reset-code', email })
                }}
              />
              <BackToLogin onClick={() => backToLogin(step.email)} />
            </>
          )}
          {step.name === 'reset-code' && (
            <>
              <ResetCodeForm
                email={step.email}
                onVerified={({ email, token }) => setStep({ name: 'new-password', email, token })}
              />
              <BackToLogin onClick={() => backToLogin(step.email)} />
            </>
          )}
          {step.name === 'new-password' && (
            <NewPasswordForm
              email={step.email}
              token={step.token}
              onDone={(message) => {
                notify.success(message, { flow: PASSWORD_RESET_FLOW })
                backToLogin(step.email)
              }}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}

function BackToLogin({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="plain" color="blue" size="sm" className="mt-2 w-full" onClick={onClick}>
      Back to login
    </Button>
  )
}
