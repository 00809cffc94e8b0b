import { useEffect, useState } from 'react'
import { signupEmailBodySchema } from '@contract/signup'
import { LegalLink } from '@/components/legal/legal-dialog'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormWait } from '@/components/ui/form-wait'
import { TextField } from '@/components/ui/text-field'
import { retryAt } from '@/lib/forms/retry-at'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { notify } from '@/lib/notify'
import { resendAvailableAfter } from '@/lib/use-resend-pacing'
import { useVerifyEmail } from './api/verify-email'
import { SIGN_UP_FLOW, SIGN_UP_RESEND_WAIT_MS } from './sign-up-flow'

export type EmailStepProps = {
  /** What was typed before, when the person came back with 'Change e-mail'. */
  defaultEmail?: string
  defaultAgreed?: boolean
  /** A code is on its way to `email`; another may be asked for at `resendAt` (an instant of now()). */
  onCodeSent: (email: string, resendAt: number) => void
  onLogin: () => void
}

/**
 * Sign-up, first step: the e-mail address and the terms checkbox (docs/product/states.md#sign-up and
 * docs/product/validation.md#sign-up).
 */
export function EmailStep({ defaultEmail = '', defaultAgreed = false, onCodeSent, onLogin }: EmailStepProps) {
  const form = useContractForm(signupEmailBodySchema, { defaultValues: { email: defaultEmail } })
  const [agreed, setAgreed] = useState(defaultAgreed)
  const verifyEmail = useVerifyEmail()
  const { setFocus } = form

  // Back from 'Change e-mail', this step replaced the one that had focus.
  useEffect(() => setFocus('email'), [setFocus])

  const onSubmit = form.handleSubmit((body) =>
    verifyEmail.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message, { flow: SIGN_UP_FLOW })
        onCodeSent(body.email, resendAvailableAfter(SIGN_UP_RESEND_WAIT_MS))
      },
      onError: (error) => {
        // Too soon for another code: one sent within the minute (before the dialog was reopened)
        // still works, so go on to enter it; the code step's 'Resend code' counts down to a new one.
        // A longer wait (the hourly cap) may follow a code that has expired: it is said here.
        const resendAt = retryAt(error)
        if (resendAt !== null && resendAt <= resendAvailableAfter(SIGN_UP_RESEND_WAIT_MS))
          onCodeSent(body.email, resendAt)
        else form.fail(error)
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Sign up your company</DialogTitle>
        <DialogDescription>
          Start with your work e-mail address. We will send you a code to confirm it.
        </DialogDescription>
      </DialogHeader>
      <TextField
        control={form.control}
        name="email"
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.ph"
      />
      <div className="flex items-start gap-2 text-sm text-slate-700">
        <Checkbox
          id="signup-terms"
          checked={agreed}
          onCheckedChange={(checked) => setAgreed(checked === true)}
          className="mt-0.5"
        />
        {/* The document names are buttons inside the label: a click on them opens the document and
            leaves the box alone (HTML gives interactive content in a label its own activation). */}
        <label htmlFor="signup-terms">
          I agree to the <LegalLink document="terms">Terms and Conditions</LegalLink> and the{' '}
          <LegalLink document="privacy">Privacy Policy</LegalLink>
        </label>
      </div>
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter justify="between" className="sm:items-center">
        <p className="text-sm text-slate-600">
          Already have an account?{' '}
          <button
            type="button"
            onClick={onLogin}
            className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Log in
          </button>
        </p>
        {/* docs/product/validation.md#sign-up: disabled until the terms and privacy box is ticked. */}
        <Button type="submit" color="blue" disabled={!agreed || form.waitSeconds > 0} loading={verifyEmail.isPending}>
          Sign Up
        </Button>
      </DialogFooter>
    </form>
  )
}
