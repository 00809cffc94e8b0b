import { digitsOf, isSlot, shapeOf } from './ph-number-formats'

// How digits are typed into a pattern of ph-number-formats.ts (MaskedDigitsInput); kept apart from the
// formats, which My Profile loads to show numbers masked and which need none of this.

const fitsSlot = (slot: string, digit: string) => slot === '0' || digit === '9'

/**
 * The digits a pattern takes, in order, as typing them one by one would: a digit its slot refuses (the
 * mobile number's first that is not a 9) is skipped, and what comes after the last slot is left out.
 */
export function digitsFitting(pattern: string, text: string): string {
  const slots = [...shapeOf(pattern, Infinity)].filter(isSlot)
  let fitted = ''
  for (const digit of digitsOf(text)) {
    const slot = slots[fitted.length]
    if (slot === undefined) break
    if (fitsSlot(slot, digit)) fitted += digit
  }
  return fitted
}

/**
 * Digits as they are typed into a pattern: each in its slot with the separators between them, and
 * nothing after the last digit, so '123456' is TIN '123-456' and deleting its 6 leaves '123-45'.
 */
export function typedInPattern(pattern: string, digits: string): string {
  let typed = ''
  let index = 0
  for (const char of shapeOf(pattern, digits.length)) {
    if (index === digits.length) break
    typed += isSlot(char) ? digits[index++] : char
  }
  return typed
}
