import { lastDigits, maskNumber } from '@/lib/format'

/**
 * A stored number with only its last digits readable. Screen readers hear "ending in 7890" rather
 * than a string of bullets; the full number is never in the page.
 */
export function MaskedValue({ value, pattern }: { value: string; pattern?: string }) {
  return (
    <>
      <span aria-hidden="true" className="font-mono tracking-wide">
        {maskNumber(value, pattern)}
      </span>
      <span className="sr-only">ending in {lastDigits(value)}</span>
    </>
  )
}
