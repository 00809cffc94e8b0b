import type { UseFormRegisterReturn } from 'react-hook-form'
import { PASSWORD_HINT } from '@contract/limits'
import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'

type PasswordField = { registration: UseFormRegisterReturn; errors: string[] }

export type PasswordChangeFieldsProps = {
  /** The signed-in address, for password managers to file the new password under (it is not sent). */
  email: string
  current: PasswordField
  next: PasswordField
  confirmation: PasswordField
}

/**
 * The current password, then the new one twice, each with its show/hide toggle: the fields of every
 * password change (Account Settings, the last onboarding step), whatever the body calls them. Several
 * rules can fail at once, which Field shows as a numbered list.
 */
export function PasswordChangeFields({ email, current, next, confirmation }: PasswordChangeFieldsProps) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" name="current-password" errors={current.errors}>
        <PasswordInput autoComplete="current-password" {...current.registration} />
      </Field>
      <Field label="New password" name="new-password" hint={PASSWORD_HINT} errors={next.errors}>
        <PasswordInput autoComplete="new-password" {...next.registration} />
      </Field>
      <Field label="Confirm new password" name="new-password-confirmation" errors={confirmation.errors}>
        <PasswordInput autoComplete="new-password" {...confirmation.registration} />
      </Field>
    </>
  )
}
