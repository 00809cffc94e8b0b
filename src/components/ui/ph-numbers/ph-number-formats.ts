/**
 * THE masks of the Philippine numbers (docs/product/philippines.md#formats): how they are typed and shown. The contract
 * keeps the digits only (tinSchema, sssSchema, philhealthSchema, pagibigSchema, phMobileSchema).
 * In a pattern `0` is any digit, `n` the mobile number's leading 9, `[...]` an optional part at the end; any
 * other character is a separator, which appears by itself.
 */
export const phNumberFormats = {
  mobile: { name: 'mobile number', pattern: 'n00 000 0000', placeholder: '9XX XXX XXXX' },
  tin: { name: 'TIN', pattern: '000-000-000[-000]', placeholder: '000-000-000 or 000-000-000-000' },
  sss: { name: 'SSS number', pattern: '00-0000000-0', placeholder: '00-0000000-0' },
  philhealth: { name: 'PhilHealth number', pattern: '00-000000000-0', placeholder: '00-000000000-0' },
  pagibig: { name: 'Pag-IBIG MID number', pattern: '0000-0000-0000', placeholder: '0000-0000-0000' },
  // Bank account numbers differ by bank: no fixed shape, so a masked one hides its length too.
  bankAccount: { name: 'account number', pattern: '', placeholder: '' },
} as const

export type PhNumberKind = keyof typeof phNumberFormats
export type GovernmentIdKind = Exclude<PhNumberKind, 'mobile' | 'bankAccount'>

export const MOBILE_PREFIX = '+63'

/** The pattern characters that stand for a digit (`n`, the mobile number's first, takes only a 9). */
export const isSlot = (char: string) => char === '0' || char === 'n'

export const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The 10 digits after +63, from anything pasted or autofilled: '+63 917…', '63917…', '0917…', '917…'. */
export function localMobileDigits(text: string): string {
  const digits = digitsOf(text)
  if (digits.length >= 12 && digits.startsWith('63')) return digits.slice(2)
  if (digits.length >= 11 && digits.startsWith('0')) return digits.slice(1)
  return digits
}

/** The slots and separators of a pattern, its optional part (the TIN's branch code) kept only when used. */
export function shapeOf(pattern: string, digitCount: number): string {
  const required = pattern.replace(/\[.*\]/, '')
  const full = pattern.replace(/[[\]]/g, '')
  const requiredSlots = [...required].filter(isSlot).length
  return digitCount > requiredSlots ? full : required
}

/** How many digits stay visible when a number is shown for reading. */
export const VISIBLE_DIGITS = 4

/**
 * A stored number masked for reading (the profile page): every digit but the last four hidden,
 * separators kept, e.g. TIN '123456789' -> '•••-••6-789', mobile '+639171234567' -> '+63 ••• ••• 4567'.
 * A number that does not fill its mask is hidden entirely.
 */
export function maskForDisplay(kind: PhNumberKind, stored: string): string {
  const digits = kind === 'mobile' ? localMobileDigits(stored) : digitsOf(stored)
  if (kind === 'bankAccount') return digits.length > VISIBLE_DIGITS ? `•••• ${digits.slice(-VISIBLE_DIGITS)}` : '••••'
  const shape = shapeOf(phNumberFormats[kind].pattern, digits.length)
  const slots = [...shape].filter(isSlot).length
  const whole = digits.length === slots
  let index = 0
  const masked = [...shape]
    .map((char) => {
      if (!isSlot(char)) return char
      const position = index++
      return whole && position >= slots - VISIBLE_DIGITS ? digits[position] : '•'
    })
    .join('')
  return kind === 'mobile' ? `${MOBILE_PREFIX} ${masked}` : masked
}

/** The last digits a masked number shows, for a screen reader: 'ending in 6789'. */
export function visibleEnding(kind: PhNumberKind, stored: string): string {
  const shown = digitsOf(maskForDisplay(kind, stored).replace(MOBILE_PREFIX, ''))
  return shown ? `ending in ${shown}` : 'not set'
}
