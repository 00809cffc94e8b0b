import { useEffect } from 'react'
import { PASSWORD_HINT } from '@contract/limits'
import { adminDetailsSchema } from '@contract/signup'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { FormWait } from '@/components/ui/form-wait'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/notify'
import { PasswordInput } from '@/components/ui/password-input'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { SIGN_UP_FLOW } from './sign-up-flow'
import { useRegisterAdmin } from './api/register-admin'

export type AdminStepProps = {
  /** The verified address, shown read-only: the admin registers with it. */
  email: string
  /** From the code step: binds this step to the sign-up that verified the address. */
  signupToken: string
  onRegistered: (adminId: number) => void
}

/**
 * Sign-up, third step: the admin's name and password for the verified address (docs/product/records.md#sign-up-forms
 * and docs/product/states.md#sign-up).
 */
export function AdminStep({ email, signupToken, onRegistered }: AdminStepProps) {
  const form = useContractForm(adminDetailsSchema, { defaultValues: { email, full_name: '', password: '' } })
  const registerAdmin = useRegisterAdmin(signupToken)
  const { setFocus } = form

  // The step replaced the one that had focus: start where the typing starts.
  useEffect(() => setFocus('full_name'), [setFocus])

  const onSubmit = form.handleSubmit((body) =>
    registerAdmin.mutate(body, {
      onSuccess: ({ message, data }) => {
        notify.success(message, { flow: SIGN_UP_FLOW })
        onRegistered(data.id)
      },
      onError: form.fail,
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create your admin account</DialogTitle>
        <DialogDescription>
          Your e-mail address is verified. You will manage your company on Empleo with this account.
        </DialogDescription>
      </DialogHeader>
      <Field label="Email" name="signup-admin-email" errors={form.errorsOf('email')}>
        <Input type="email" readOnly {...form.register('email')} />
      </Field>
      <Field label="Full name" name="signup-full-name" errors={form.errorsOf('full_name')}>
        <Input autoComplete="name" {...form.register('full_name')} />
      </Field>
      {/* Several password rules can fail at once: Field lists them numbered
          (docs/product/validation.md#server-errors-on-fields). */}
      <Field label="Password" name="signup-password" hint={PASSWORD_HINT} errors={form.errorsOf('password')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter>
        <Button type="submit" color="blue" loading={registerAdmin.isPending} disabled={form.waitSeconds > 0}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  )
}
