import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import { PASSWORD_HINT } from '@contract/limits'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'

/** A field of the form's values that holds a password. */
export type PasswordName<Values extends FieldValues> = FieldPathByValue<Values, string>

export type NewPasswordFieldsProps<Values extends FieldValues, Transformed = Values> = {
  control: Control<Values, unknown, Transformed>
  /** What the form's body calls the new password and its confirmation. */
  names: { next: PasswordName<Values>; confirmation: PasswordName<Values> }
}

/**
 * The new password with its rules, then the same again, each with its show/hide toggle: the fields of
 * every password change and reset. Several rules can fail at once, which FormMessage shows as a
 * numbered list.
 */
export function NewPasswordFields<Values extends FieldValues, Transformed = Values>({
  control,
  names,
}: NewPasswordFieldsProps<Values, Transformed>) {
  return (
    <>
      <FormField
        control={control}
        name={names.next}
        render={({ field }) => (
          <FormItem id="new-password">
            <FormLabel>New password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormDescription>{PASSWORD_HINT}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={names.confirmation}
        render={({ field }) => (
          <FormItem id="new-password-confirmation">
            <FormLabel>Confirm new password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  )
}
