import { useId, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Input } from '../input'
import {
  digitsOf,
  formatPhNumber,
  localMobileDigits,
  maskReplacement,
  MOBILE_PREFIX,
  phNumberFormats,
} from './ph-number-formats'
import { useMaskedInputRef } from './use-masked-input-ref'

export type MobileNumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** '+639XXXXXXXXX' as the contract's phMobileSchema keeps it, or '' when empty. */
  value: string
  onChange: (value: string) => void
}

/**
 * A Philippine mobile number: the +63 prefix is fixed outside the field (it cannot be deleted), and
 * the field takes 9XX XXX XXXX. The form's value is the whole number, '+639171234567'.
 */
export function MobileNumberInput({
  value,
  onChange,
  ref,
  className,
  'aria-describedby': describedBy,
  ...props
}: MobileNumberInputProps) {
  const prefixId = useId()
  const inputRef = useMaskedInputRef(
    {
      mask: phNumberFormats.mobile.pattern,
      replacement: maskReplacement,
      track: ({ inputType, data }) => (inputType === 'insert' ? localMobileDigits(data) : data),
    },
    ref,
  )
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-slate-300 pr-2 pl-3 text-sm text-slate-700"
      >
        {MOBILE_PREFIX}
      </span>
      <span id={prefixId} className="sr-only">
        After {MOBILE_PREFIX}, the 10 digits starting with 9.
      </span>
      <Input
        ref={inputRef}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={phNumberFormats.mobile.placeholder}
        aria-describedby={[prefixId, describedBy].filter(Boolean).join(' ')}
        className={cn('pl-15', className)}
        {...props}
        value={formatPhNumber('mobile', localMobileDigits(value))}
        onChange={(event) => {
          const digits = digitsOf(event.target.value)
          onChange(digits ? `${MOBILE_PREFIX}${digits}` : '')
        }}
      />
    </div>
  )
}
