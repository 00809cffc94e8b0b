import { useId } from 'react'
import { cn } from '@/lib/cn'
import { MaskedDigitsInput, type MaskedDigitsInputProps } from './masked-digits-input'
import { localMobileDigits, MOBILE_PREFIX, phNumberFormats } from './ph-number-formats'

export type MobileNumberInputProps = Omit<MaskedDigitsInputProps, 'pattern' | 'preparePasted' | 'type'> & {
  /** '+639XXXXXXXXX' as the contract's phMobileSchema keeps it, or '' when empty. */
  value: string
  onChange: (value: string) => void
}

/**
 * A Philippine mobile number: the +63 prefix is fixed outside the field (it cannot be deleted), and
 * the field takes 9XX XXX XXXX. The form's value is the whole number, '+639171234567'; a pasted or
 * autofilled '+63 917 123 4567' or '0917 123 4567' lands as 917 123 4567.
 */
export function MobileNumberInput({
  value,
  onChange,
  className,
  'aria-describedby': describedBy,
  ...props
}: MobileNumberInputProps) {
  const prefixId = useId()
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
      <MaskedDigitsInput
        pattern={phNumberFormats.mobile.pattern}
        preparePasted={localMobileDigits}
        type="tel"
        autoComplete="tel"
        placeholder={phNumberFormats.mobile.placeholder}
        aria-describedby={[prefixId, describedBy].filter(Boolean).join(' ')}
        className={cn('pl-15', className)}
        {...props}
        value={localMobileDigits(value)}
        onChange={(digits) => onChange(digits ? `${MOBILE_PREFIX}${digits}` : '')}
      />
    </div>
  )
}
