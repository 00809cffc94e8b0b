import { MaskedDigitsInput, type MaskedDigitsInputProps } from './masked-digits-input'
import { phNumberFormats, type GovernmentIdKind } from './ph-number-formats'

export type GovernmentIdInputProps = Omit<MaskedDigitsInputProps, 'pattern' | 'preparePasted' | 'type'> & {
  kind: GovernmentIdKind
}

/**
 * A TIN, SSS, PhilHealth or Pag-IBIG number typed into its mask (000-000-000, 00-0000000-0, ...):
 * only digits go in, separators appear by themselves, and a pasted number loses its own dashes and
 * spaces. The form keeps the digits only (`value`/`onChange`).
 */
export function GovernmentIdInput({ kind, ...props }: GovernmentIdInputProps) {
  const { pattern, placeholder } = phNumberFormats[kind]
  return (
    <MaskedDigitsInput pattern={pattern} placeholder={placeholder} autoComplete="off" spellCheck={false} {...props} />
  )
}
