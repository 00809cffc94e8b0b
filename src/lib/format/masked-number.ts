/**
 * Stored personal numbers (TIN, SSS, PhilHealth, Pag-IBIG, bank accounts) shown masked, as the Data
 * Privacy Act expects (philippines.md): every digit but the last few becomes a bullet, laid out in
 * the number's own format. Digits in, text out; nothing here logs or keeps a number.
 */

export const MASK_CHARACTER = '•'

/** How many trailing digits stay readable: enough to tell two numbers apart. */
export const VISIBLE_DIGITS = 4

const onlyDigits = (value: string) => value.replace(/\D/g, '')

/** The last `count` digits, for a screen reader's "ending in 6789". */
export function lastDigits(value: string, count = VISIBLE_DIGITS): string {
  return onlyDigits(value).slice(-count)
}

/**
 * '123456789' with the TIN pattern '000-000-000-000' -> '•••-••6-789'. Each `0` of the pattern takes
 * the next digit; the pattern stops after the last digit, so a 9-digit TIN drops the branch group.
 * Without a pattern the length is hidden too: '001234567890' -> '•••• 7890'.
 */
export function maskNumber(value: string, pattern?: string, visible = VISIBLE_DIGITS): string {
  const digits = onlyDigits(value)
  if (digits === '') return ''
  const shown = Math.min(visible, Math.max(digits.length - 1, 0))
  if (!pattern) return `${MASK_CHARACTER.repeat(4)} ${digits.slice(-shown)}`

  const masked = MASK_CHARACTER.repeat(digits.length - shown) + digits.slice(-shown)
  let next = 0
  let out = ''
  for (const slot of pattern) {
    if (next === masked.length) break
    out += slot === '0' ? masked[next++] : slot
  }
  // Digits beyond the pattern (a number of an unexpected length) are never dropped from view.
  return out + masked.slice(next)
}
