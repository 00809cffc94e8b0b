import { useContext } from 'react'
import type { ReactNode } from 'react'
import {
  Controller,
  get,
  useFormState,
  type Control,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { errorMessages } from '@/lib/forms/error-messages'
import { FieldErrors, FieldMessagesContext, ItemMessages } from './form-item'

export { FieldErrors, FormControl, FormDescription, FormItem, FormLabel } from './form-item'

/**
 * THE binding of a form's field (docs/decisions/0017-shared-form-controls.md), after shadcn's form:
 * `FormField` (react-hook-form's Controller) holds the field's messages, client and server, every
 * one of them; `FormItem` names the parts by its id; `FormLabel`, `FormControl`, `FormDescription`
 * and `FormMessage` wire the label, the control's id and aria attributes, the hint and the messages.
 */

export type FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = ControllerProps<Values, Name, Transformed> & {
  control: Control<Values, unknown, Transformed>
  /** Fields the control sets besides its own (a range's last day): their messages show under it too, after its own. */
  alsoMessagesOf?: readonly FieldPath<Values>[]
}

export function FormField<Values extends FieldValues, Name extends FieldPath<Values>, Transformed = Values>({
  render,
  alsoMessagesOf,
  ...props
}: FormFieldProps<Values, Name, Transformed>) {
  return (
    <Controller
      {...props}
      render={(field) => {
        const own = errorMessages(field.fieldState.error)
        if (!alsoMessagesOf) return <FieldMessagesContext value={own}>{render(field)}</FieldMessagesContext>
        return (
          <WithMessagesOf control={props.control} names={alsoMessagesOf} own={own}>
            {render(field)}
          </WithMessagesOf>
        )
      }}
    />
  )
}

function WithMessagesOf<Values extends FieldValues, Transformed>({
  control,
  names,
  own,
  children,
}: {
  control: Control<Values, unknown, Transformed>
  names: readonly FieldPath<Values>[]
  own: string[]
  children: ReactNode
}) {
  const others = useFormMessages(control, names)
  return <FieldMessagesContext value={[...own, ...others]}>{children}</FieldMessagesContext>
}

/** The messages of the FormField around: for a control that shows more than its messages (a photo's preview). */
export const useFieldMessages = () => useContext(FieldMessagesContext)

export type FormMessageProps<Values extends FieldValues, Transformed = Values> = {
  className?: string
  id?: string
} & (
  | { control?: never; names?: never }
  /** Messages of fields with no control of their own (a token from a link), said once for the form. */
  | { control: Control<Values, unknown, Transformed>; names: readonly FieldPath<Values>[] }
)

/** The field's messages, in a live region that is there before they are; or, given names, theirs. */
export function FormMessage<Values extends FieldValues, Transformed = Values>({
  control,
  names,
  className,
  id,
}: FormMessageProps<Values, Transformed>) {
  if (control && names) return <NamedMessages control={control} names={names} className={className} id={id} />
  return <ItemMessages id={id} className={className} />
}

function NamedMessages<Values extends FieldValues, Transformed>({
  control,
  names,
  className,
  id,
}: {
  control: Control<Values, unknown, Transformed>
  names: readonly FieldPath<Values>[]
  className?: string
  id?: string
}) {
  return <FieldErrors id={id} errors={useFormMessages(control, names)} className={className} />
}

/** Every message of the named fields, in order: for messages shared by several controls (a table's row). */
export function useFormMessages<Values extends FieldValues, Transformed = Values>(
  control: Control<Values, unknown, Transformed>,
  names: readonly FieldPath<Values>[],
): string[] {
  const { errors } = useFormState({ control, name: names })
  return names.flatMap((name) => errorMessages(get(errors, name)))
}
