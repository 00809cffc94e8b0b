import type { ComponentProps } from 'react'
import { Input } from '../input'
import { digitsOf, formatPhNumber, maskReplacement, phNumberFormats, type GovernmentIdKind } from './ph-number-formats'
import { useMaskedInputRef } from './use-masked-input-ref'

export type GovernmentIdInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  kind: GovernmentIdKind
  /** Digits only, as the contract keeps them. */
  value: string
  onChange: (digits: string) => void
}

/**
 * A TIN, SSS, PhilHealth or Pag-IBIG number typed into its mask (000-000-000, 00-0000000-0, ...):
 * only digits go in, separators appear by themselves, and a pasted number loses its own dashes and
 * spaces. The form keeps the digits only.
 */
export function GovernmentIdInput({ kind, value, onChange, ref, ...props }: GovernmentIdInputProps) {
  const { pattern, placeholder } = phNumberFormats[kind]
  const inputRef = useMaskedInputRef(
    {
      mask: pattern,
      replacement: maskReplacement,
      // A pasted '123 456 789' or '12-3456789-0' keeps its digits only.
      track: ({ inputType, data }) => (inputType === 'insert' ? digitsOf(data) : data),
    },
    ref,
  )
  return (
    <Input
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      {...props}
      value={formatPhNumber(kind, value)}
      onChange={(event) => onChange(digitsOf(event.target.value))}
    />
  )
}
