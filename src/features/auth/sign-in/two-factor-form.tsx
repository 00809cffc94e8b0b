import { useEffect, useRef, useState } from 'react'
import { verifyOtpBodySchema } from '@contract/auth'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { CodeField } from '@/components/ui/code-field'
import { TextField } from '@/components/ui/text-field'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useVerifyOtp } from '../api/verify-otp'
import { completeSignIn } from '../complete-sign-in'

export type TwoFactorFormProps = {
  /** From the login's two-factor challenge. */
  userId: number
  /** 'Back to login' in the dialog, 'Cancel' on the /verification page. */
  cancelLabel: string
  onCancel: () => void
}

/** What the person proves themselves with: the authenticator's code, or one of their recovery codes. */
type Proof = 'code' | 'recovery_code'

const CODE_FIELD_ID = 'two-factor-code'

/**
 * The authenticator code that completes a two-factor login: the dialog's step and the /verification
 * page. A person without their phone uses one of their recovery codes instead; each works once, and
 * the server's welcome says how many are left.
 */
export function TwoFactorForm({ userId, cancelLabel, onCancel }: TwoFactorFormProps) {
  const verify = useVerifyOtp()
  const [proof, setProof] = useState<Proof>('code')
  const form = useContractForm(verifyOtpBodySchema, {
    defaultValues: { user_id: userId, code: '', recovery_code: '' },
  })

  // The new field replaces the one the person was in: it takes the focus the switch button had.
  const focusAfterSwitch = useRef(false)
  const { setFocus } = form
  useEffect(() => {
    if (!focusAfterSwitch.current) return
    focusAfterSwitch.current = false
    if (proof === 'recovery_code') setFocus('recovery_code')
    else document.getElementById(CODE_FIELD_ID)?.focus()
  }, [proof, setFocus])

  // Exactly one of the two travels (contract/auth.ts), so the other is emptied on a switch.
  const switchTo = (next: Proof) => {
    form.reset({ user_id: userId, code: '', recovery_code: '' })
    focusAfterSwitch.current = true
    setProof(next)
  }

  const onSubmit = form.handleSubmit((body) => {
    const sent =
      proof === 'code'
        ? { user_id: body.user_id, code: body.code }
        : { user_id: body.user_id, recovery_code: body.recovery_code }
    verify.mutate(sent, {
      onSuccess: ({ data, message }) => completeSignIn(data, message),
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {proof === 'code' ? (
        <CodeField control={form.control} name="code" id={CODE_FIELD_ID} label="Authentication code" />
      ) : (
        <TextField
          control={form.control}
          name="recovery_code"
          id="two-factor-recovery-code"
          label="Recovery code"
          description="One of the 10 codes you saved when you turned on two-factor authentication, like 7KQM-3XPD. Each works once."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      <Button
        type="button"
        variant="plain"
        color="blue"
        size="sm"
        className="self-start"
        onClick={() => switchTo(proof === 'code' ? 'recovery_code' : 'code')}
      >
        {proof === 'code' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
      </Button>
      <FormWait seconds={form.waitSeconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" color="white" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" color="blue" loading={verify.isPending} disabled={form.waitSeconds > 0}>
          Verify
        </Button>
      </div>
    </form>
  )
}
