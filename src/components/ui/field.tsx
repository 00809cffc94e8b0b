import type { ReactNode } from 'react'
import { FieldMessagesContext, FormControl, FormDescription, FormItem, FormLabel, ItemMessages } from './form-item'

export type FieldProps = {
  label: ReactNode
  /** The control's id; the label, hint and errors hang off it. */
  name: string
  hint?: ReactNode
  errors?: readonly string[]
  className?: string
  children: Parameters<typeof FormControl>[0]['children']
}

/**
 * A field whose messages the form hands over itself (`errors={form.errorsOf(name)}`): the leave and
 * expense request forms' binding until they move to FormField, whose wiring it reuses
 * (docs/decisions/0017-shared-form-controls.md).
 */
export function Field({ label, name, hint, errors = [], className, children }: FieldProps) {
  return (
    <FieldMessagesContext value={errors}>
      <FormItem id={name} className={className}>
        <FormLabel>{label}</FormLabel>
        <FormControl>{children}</FormControl>
        {hint && <FormDescription>{hint}</FormDescription>}
        <ItemMessages />
      </FormItem>
    </FieldMessagesContext>
  )
}
