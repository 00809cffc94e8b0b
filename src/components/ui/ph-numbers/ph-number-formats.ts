import { format } from '@react-input/mask'

/**
 * THE masks of the Philippine numbers (philippines.md): how they are typed and shown. The contract
 * keeps the digits only (tinSchema, sssSchema, philhealthSchema, pagibigSchema, phMobileSchema).
 * In a pattern `_` is any digit and `n` the mobile number's leading 9 (a mask key is never itself
 * typed, so no digit can be a key).
 */
export const phNumberFormats = {
  mobile: { name: 'mobile number', pattern: 'n__ ___ ____', placeholder: '9XX XXX XXXX' },
  tin: { name: 'TIN', pattern: '___-___-___-___', placeholder: '000-000-000 or 000-000-000-000' },
  sss: { name: 'SSS number', pattern: '__-_______-_', placeholder: '00-0000000-0' },
  philhealth: { name: 'PhilHealth number', pattern: '__-_________-_', placeholder: '00-000000000-0' },
  pagibig: { name: 'Pag-IBIG MID number', pattern: '____-____-____', placeholder: '0000-0000-0000' },
} as const

export type PhNumberKind = keyof typeof phNumberFormats
export type GovernmentIdKind = Exclude<PhNumberKind, 'mobile'>

export const MOBILE_PREFIX = '+63'

export const maskReplacement = { _: /\d/, n: /9/ }

export const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The 10 digits after +63, from anything a person pastes or a browser autofills: '+63 917…', '0917…', '917…'. */
export function localMobileDigits(text: string): string {
  const digits = digitsOf(text)
  if (digits.length >= 12 && digits.startsWith('63')) return digits.slice(2)
  if (digits.length >= 11 && digits.startsWith('0')) return digits.slice(1)
  return digits
}

/** The digits as typed into the mask, e.g. ('sss', '3412345678') -> '34-1234567-8'. */
export function formatPhNumber(kind: PhNumberKind, digits: string): string {
  return format(digitsOf(digits), { mask: phNumberFormats[kind].pattern, replacement: maskReplacement })
}

/** How many digits stay visible when a number is shown for reading. */
export const VISIBLE_DIGITS = 4

/**
 * A stored number masked for reading (the profile page): every digit but the last four hidden,
 * separators kept, e.g. TIN '123456789' -> '•••-••6-789', mobile '+639171234567' -> '+63 ••• ••• 4567'.
 * Anything that is not a whole number of its kind is hidden entirely.
 */
export function maskForDisplay(kind: PhNumberKind, stored: string): string {
  const digits = kind === 'mobile' ? localMobileDigits(stored) : digitsOf(stored)
  const pattern = phNumberFormats[kind].pattern
  const slots = [...pattern].filter((char) => char === '_' || char === 'n').length
  // A TIN without its branch code fills the first three groups only.
  const shape = kind === 'tin' && digits.length === 9 ? pattern.slice(0, 11) : pattern
  const wanted = [...shape].filter((char) => char === '_' || char === 'n').length
  const whole = digits.length === wanted && wanted <= slots
  let index = 0
  const masked = [...shape]
    .map((char) => {
      if (char !== '_' && char !== 'n') return char
      const position = index++
      return whole && position >= wanted - VISIBLE_DIGITS ? digits[position] : '•'
    })
    .join('')
  return kind === 'mobile' ? `${MOBILE_PREFIX} ${masked}` : masked
}

/** The last digits a masked number shows, for a screen reader: 'ending in 6789'. */
export function visibleEnding(kind: PhNumberKind, stored: string): string {
  const shown = digitsOf(maskForDisplay(kind, stored).replace(MOBILE_PREFIX, ''))
  return shown ? `ending in ${shown}` : 'not set'
}
