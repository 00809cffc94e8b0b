import { useEffect } from 'react'
import { PASSWORD_HINT } from '@contract/limits'
import { adminDetailsSchema } from '@contract/signup'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/lib/notify'
import { PasswordInput } from '@/components/ui/password-input'
import { TextField } from '@/components/ui/text-field'
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
      <TextField control={form.control} name="email" id="signup-admin-email" label="Email" type="email" readOnly />
      <TextField control={form.control} name="full_name" id="signup-full-name" label="Full name" autoComplete="name" />
      {/* Several password rules can fail at once: FormMessage lists them numbered
          (docs/product/validation.md#server-errors-on-fields). */}
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem id="signup-password">
            <FormLabel>Password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormDescription>{PASSWORD_HINT}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter>
        <Button type="submit" color="blue" loading={registerAdmin.isPending} disabled={form.waitSeconds > 0}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  )
}
