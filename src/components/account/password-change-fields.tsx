import type { Control, FieldValues } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { NewPasswordFields, type PasswordName } from './new-password-fields'

export type PasswordChangeFieldsProps<Values extends FieldValues, Transformed = Values> = {
  /** The signed-in address, for password managers to file the new password under (it is not sent). */
  email: string
  control: Control<Values, unknown, Transformed>
  /** What the form's body calls each of the three. */
  names: { current: PasswordName<Values>; next: PasswordName<Values>; confirmation: PasswordName<Values> }
}

/**
 * The current password, then the new one twice, each with its show/hide toggle: the fields of every
 * password change (Account Settings, the last onboarding step), whatever the body calls them.
 */
export function PasswordChangeFields<Values extends FieldValues, Transformed = Values>({
  email,
  control,
  names,
}: PasswordChangeFieldsProps<Values, Transformed>) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        control={control}
        name={names.current}
        render={({ field }) => (
          <FormItem id="current-password">
            <FormLabel>Current password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="current-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <NewPasswordFields control={control} names={names} />
    </>
  )
}
