import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import { CODE_LENGTH } from '@contract/fields'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { OtpInput } from './otp-input'

export type CodeFieldProps<Values extends FieldValues, Transformed = Values> = {
  control: Control<Values, unknown, Transformed>
  /** The form's field that holds the code. */
  name: FieldPathByValue<Values, string | undefined>
  /** The control's id, unique on the page. */
  id: string
  label: string
  disabled?: boolean
  /** Focus the first box on mount: a step that replaced the form that had focus, where typing the code is all there is to do. */
  takeFocus?: boolean
}

/**
 * The one field of a one-time code, e-mailed or from an authenticator app: its 6 boxes
 * (docs/product/validation.md#codes: paste supported) with its label and messages. A failed check
 * leaves focus where it was: the boxes take no ref.
 */
export function CodeField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  disabled,
  takeFocus,
}: CodeFieldProps<Values, Transformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <OtpInput
              length={CODE_LENGTH}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              disabled={disabled}
              aria-label={label}
              // Only where the caller says typing the code is all there is to do (takeFocus).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={takeFocus}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
