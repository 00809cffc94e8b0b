import { CODE_LENGTH } from '@contract/fields'
import { Field } from './field'
import { OtpInput } from './otp-input'

export type CodeFieldProps = {
  /** The control's id, unique on the page. */
  name: string
  label: string
  value: string
  onChange: (code: string) => void
  errors: string[]
  disabled?: boolean
  /** Focus the first box on mount: a step that replaced the form that had focus, where typing the code is all there is to do. */
  takeFocus?: boolean
}

/**
 * The one field of a one-time code, e-mailed or from an authenticator app: its 6 boxes
 * (docs/product/validation.md#codes: paste supported) with the Field's label and errors.
 */
export function CodeField({ name, label, value, onChange, errors, disabled, takeFocus }: CodeFieldProps) {
  return (
    <Field label={label} name={name} errors={errors}>
      <OtpInput
        length={CODE_LENGTH}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-label={label}
        // Only where the caller says typing the code is all there is to do (takeFocus).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={takeFocus}
      />
    </Field>
  )
}
