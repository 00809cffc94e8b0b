import { useId, useState, type ComponentProps } from 'react'
import { NumericFormat } from 'react-number-format'
import { PESO_AMOUNT_MAX } from '@contract/limits'
import { cn } from '@/lib/cn'
import { Input } from './input'

export type PesoInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'max' | 'min'
> & {
  /**
   * Pesos, as the contract's pesoAmountSchema takes them (a number, or plain digits as text, which is
   * how a restored draft or a multipart body carries them); undefined while empty.
   */
  value: number | string | undefined
  onChange: (value: number | undefined) => void
}

/**
 * A peso amount: '₱' fixed before the field, thousands separators as typed (react-number-format
 * keeps the caret where it belongs), at most two decimals, nothing above the contract's
 * PESO_AMOUNT_MAX. The phone shows its decimal keyboard. A minus sign stays as typed and the negative
 * amount goes to the form, whose contract rule refuses it with its message: dropping the sign
 * silently would turn a pasted -250 into a claim of 250.
 */
export function PesoInput({
  value: given,
  onChange,
  ref,
  className,
  'aria-describedby': describedBy,
  ...props
}: PesoInputProps) {
  const currencyId = useId()
  const value = typeof given === 'string' ? amountOf(given) : given
  // What was typed, e.g. '12.' or '1499.50', kept while it still means the form's number: the
  // number alone would drop the point or the trailing zero under the person's caret.
  const [typed, setTyped] = useState('')
  const shown = amountOf(typed) === value ? typed : value === undefined ? '' : String(value)
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-700"
      >
        ₱
      </span>
      <span id={currencyId} className="sr-only">
        In pesos.
      </span>
      <NumericFormat
        customInput={Input}
        getInputRef={ref}
        inputMode="decimal"
        autoComplete="off"
        thousandSeparator=","
        decimalSeparator="."
        decimalScale={2}
        allowNegative
        allowLeadingZeros={false}
        // Refuses the keystroke or paste that would go past the cap, rather than trimming it.
        isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= PESO_AMOUNT_MAX}
        placeholder="0.00"
        aria-describedby={[currencyId, describedBy].filter(Boolean).join(' ')}
        className={cn('pl-7 tabular-nums', className)}
        {...props}
        valueIsNumericString
        value={shown}
        onValueChange={({ value: plain, floatValue }, { source }) => {
          // Only the person's edits: a change of the value prop is not news to the form.
          if (source !== 'event') return
          setTyped(plain)
          onChange(floatValue)
        }}
      />
    </div>
  )
}

const amountOf = (plain: string) => (plain === '' ? undefined : Number(plain))
