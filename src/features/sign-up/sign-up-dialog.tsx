import { useState } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { notify } from '@/lib/notify'
import { AdminStep } from './admin-step'
import { CodeStep } from './code-step'
import { CompanyStep } from './company-step'
import { DoneStep } from './done-step'
import { EmailStep } from './email-step'
import { SIGN_UP_FLOW } from './sign-up-flow'

/** docs/product/states.md#sign-up, in order: e-mail and terms -> code -> admin -> company -> the final message. */
type Step =
  | { name: 'email' }
  | { name: 'code'; resendAt: number }
  | { name: 'admin'; signupToken: string }
  | { name: 'company'; adminId: number; signupToken: string }
  | { name: 'done' }

export type SignUpDialogProps = {
  /** 'Already have an account? Log in'. */
  onLogin: () => void
  onClose: () => void
}

/**
 * Company sign-up: one dialog moving through the steps of docs/product/states.md#sign-up. The steps keep their own
 * forms; what one step hands the next (the address, the resend deadline, the sign-up token from the
 * code step, the admin id) lives here.
 * Closing ends the sign-up: reopening starts again at the e-mail step, and a code sent within the
 * last minute still works there (the server's 429 leads back to the code step).
 */
export function SignUpDialog({ onLogin, onClose }: SignUpDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')

  // Past the first step a stray click beside the dialog would throw away the work; Escape and
  // Close still end it.
  const guardOutsideClicks = step.name !== 'email' && step.name !== 'done'

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // Opened by state, not by a DialogTrigger: focus goes back to the landing page's Sign Up.
        returnFocusToOpener
        onInteractOutside={guardOutsideClicks ? (event) => event.preventDefault() : undefined}
      >
        {step.name === 'email' && (
          <EmailStep
            defaultEmail={email}
            // Back from 'Change e-mail': the box was ticked to get past this step.
            defaultAgreed={email !== ''}
            onCodeSent={(address, resendAt) => {
              setEmail(address)
              setStep({ name: 'code', resendAt })
            }}
            onLogin={onLogin}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            email={email}
            resendAt={step.resendAt}
            onVerified={(signupToken) => setStep({ name: 'admin', signupToken })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'admin' && (
          <AdminStep
            email={email}
            signupToken={step.signupToken}
            onRegistered={(adminId) => setStep({ name: 'company', adminId, signupToken: step.signupToken })}
          />
        )}
        {step.name === 'company' && (
          <CompanyStep
            adminId={step.adminId}
            signupToken={step.signupToken}
            onRegistered={() => {
              // The final message says it all: the earlier steps' toast would only cover the header.
              notify.endFlow(SIGN_UP_FLOW)
              setStep({ name: 'done' })
            }}
          />
        )}
        {step.name === 'done' && <DoneStep onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}
