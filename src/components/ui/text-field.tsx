import type { ComponentProps, ReactNode } from 'react'
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form'
import { Input } from './input'

type TextInputProps = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'spellCheck' | 'placeholder' | 'readOnly'
>

export type TextFieldProps<Values extends FieldValues, Transformed = Values> = TextInputProps & {
  control: Control<Values, unknown, Transformed>
  /** The form's field that holds the text. */
  name: FieldPathByValue<Values, string | null | undefined>
  /** The control's id, unique on the page; the label, description and messages hang off it. */
  id: string
  label: ReactNode
  description?: ReactNode
  className?: string
}

/**
 * A line of text the person types, with its label, description and messages: FormField's most common
 * shape (docs/decisions/0017-shared-form-controls.md), written once. Other controls, a Textarea among
 * them, go in a FormField of their own: this one loads no Textarea where none is shown.
 */
export function TextField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  description,
  className,
  ...input
}: TextFieldProps<Values, Transformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id} className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
