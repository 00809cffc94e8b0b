import type { ComponentProps } from 'react'
// Only what our patterns need, not every IMask mask type (IMask's documented tree-shaking):
// the pattern mask, and the RegExp definitions it builds for our `n` slot.
import 'imask/masked/pattern'
import 'imask/masked/regexp'
import IMaskInput from 'react-imask/input'
import { cn } from '@/lib/cn'
import { inputClasses } from '../input'
import { maskDefinitions } from './ph-number-formats'

export type MaskedDigitsInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'min' | 'max' | 'pattern'
> & {
  pattern: string
  /** The digits without the mask's separators. */
  value: string
  onChange: (digits: string) => void
  /** Cleans text that arrives in one piece (paste, autofill) before the mask takes it. */
  preparePasted?: (text: string) => string
  type?: 'text' | 'tel'
}

/** An input typed through an IMask pattern; the value in and out is the digits alone. */
export function MaskedDigitsInput({
  pattern,
  value,
  onChange,
  preparePasted = (text) => text,
  ref,
  className,
  type = 'text',
  ...props
}: MaskedDigitsInputProps) {
  return (
    <IMaskInput
      mask={pattern}
      definitions={maskDefinitions}
      // Deleting the digit after a separator takes the separator too, so Backspace never stalls on a dash.
      eager="remove"
      // A single keystroke goes in as typed (the mask refuses what does not fit); a longer piece
      // (paste, autofill) is cleaned first, so '123 456 789' or '+63 917…' lands digit by digit.
      prepare={(chars: string) => (chars.length > 1 ? preparePasted(chars).replace(/\D/g, '') : chars)}
      unmask
      value={value}
      // Only the person's input: a value the form sets is not news to the form.
      onAccept={(digits: string, _mask: unknown, event?: InputEvent) => {
        if (event) onChange(digits)
      }}
      inputRef={ref}
      type={type}
      inputMode="numeric"
      className={cn(inputClasses, className)}
      {...props}
    />
  )
}
