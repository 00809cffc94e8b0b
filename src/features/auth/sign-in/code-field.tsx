import { CODE_LENGTH } from '@contract/fields'
import { Field } from '@/components/ui/field'
import { OtpInput } from '@/components/ui/otp-input'

export type CodeFieldProps = {
  /** The control's id, unique on the page. */
  name: string
  label: string
  value: string
  onChange: (code: string) => void
  errors: string[]
  disabled?: boolean
}

/**
 * The 6 boxes of a one-time code (docs/product/validation.md#codes: paste supported) with the Field's label and errors.
 */
export function CodeField({ name, label, value, onChange, errors, disabled }: CodeFieldProps) {
  return (
    <Field label={label} name={name} errors={errors}>
      <OtpInput length={CODE_LENGTH} value={value} onChange={onChange} disabled={disabled} aria-label={label} />
    </Field>
  )
}
