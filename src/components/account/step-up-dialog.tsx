import { useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { codeOrPasswordBodySchema } from '@contract/two-factor'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { CodeField } from '@/components/ui/code-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useContractForm } from '@/lib/forms/use-contract-form'

export type Proof = z.output<typeof codeOrPasswordBodySchema>

export type StepUpDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  /** Red for what lowers the account's protection (turning two-factor off). */
  confirmColor?: 'blue' | 'red'
  /** Whether the person has two-factor on, so a code is a proof they can give; the password only otherwise. */
  withCode?: boolean
  pending: boolean
  /** The call to make with the proof; a rejection lands in the form (field errors, the 429 wait). */
  onConfirm: (proof: Proof) => Promise<unknown>
}

/**
 * Asks for a fresh proof before a sensitive change (docs/product/quality-targets.md#security, ASVS 6.4.3): a
 * two-factor change, or a copy of all the person's data. The code the authenticator app shows now, or the password
 * instead, for a person whose phone is not at hand; the password alone for a person without two-factor.
 */
export function StepUpDialog({ open, onOpenChange, ...form }: StepUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{form.title}</DialogTitle>
          <DialogDescription>{form.description}</DialogDescription>
        </DialogHeader>
        {/* Inside the content, which unmounts on close: every opening starts with an empty form. */}
        <StepUpForm {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

type StepUpFormProps = Omit<StepUpDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & {
  onCancel: () => void
}

const CODE_FIELD_ID = 'step-up-code'

function StepUpForm({
  confirmLabel,
  confirmColor = 'blue',
  withCode = true,
  pending,
  onConfirm,
  onCancel,
}: StepUpFormProps) {
  const [proofKind, setProofKind] = useState<'code' | 'password'>(withCode ? 'code' : 'password')
  const form = useContractForm(codeOrPasswordBodySchema, { defaultValues: { code: '', password: '' } })

  const focusAfterSwitch = useRef(false)
  const { setFocus } = form
  useEffect(() => {
    if (!focusAfterSwitch.current) return
    focusAfterSwitch.current = false
    if (proofKind === 'password') setFocus('password')
    else document.getElementById(CODE_FIELD_ID)?.focus()
  }, [proofKind, setFocus])

  // Exactly one of the two travels (contract/two-factor.ts), so the other is emptied on a switch.
  const switchProof = () => {
    form.reset({ code: '', password: '' })
    focusAfterSwitch.current = true
    setProofKind((kind) => (kind === 'code' ? 'password' : 'code'))
  }

  const onSubmit = form.handleSubmit((body) => {
    const proof = proofKind === 'code' ? { code: body.code } : { password: body.password }
    onConfirm(proof).catch(form.fail)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {proofKind === 'code' ? (
        <CodeField control={form.control} name="code" id={CODE_FIELD_ID} label="Code from your authenticator app" />
      ) : (
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem id="step-up-password">
              <FormLabel>Your password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      {withCode && (
        <Button type="button" variant="plain" color="blue" size="sm" className="self-start" onClick={switchProof}>
          {proofKind === 'code' ? 'Use your password instead' : 'Use a code from your authenticator app instead'}
        </Button>
      )}
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter>
        <Button type="button" color="white" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" color={confirmColor} loading={pending} disabled={form.waitSeconds > 0}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
