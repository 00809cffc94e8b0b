/**
 * A number as en-PH writes it: thousands grouped with commas, at most `fractionDigits` decimals, rounded half away
 * from zero as Intl.NumberFormat rounds. Written out rather than taken from Intl.NumberFormat: a page's first Intl
 * formatter loads the browser's locale data, about 30 ms of a desktop and 0.2 s of a low-tier phone, on the way to
 * every page that shows a sum or a count of days (docs/decisions/0075-numbers-without-locale-data.md).
 * decimal.test.ts holds it equal to Intl's. Imports nothing, so the landing page's prices take it without growing its
 * first load.
 */
export type DecimalStyle = {
  fractionDigits: number
  /** Shows all `fractionDigits` ('1.50'), as money does; otherwise trailing zeros go ('1.5', '2'). */
  keepTrailingZeros?: boolean
}

/**
 * The number's digits rounded to `fractionDigits` decimals, half away from zero, as Intl rounds them: on the shortest
 * decimal that reads back as the number (String(1.005) is '1.005', so it rounds to '1.01'), not on its binary value
 * as toFixed does ('1.00').
 */
function rounded(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '', exponent = '0'] = String(value).split('e')
  const [wholeDigits = '', fractionalDigits = ''] = mantissa.split('.')
  let digits = wholeDigits + fractionalDigits
  // Where the decimal point falls in `digits`, with zeros added where an exponent moves it past their ends.
  let point = wholeDigits.length + Number(exponent)
  if (point < 0) digits = '0'.repeat(-point) + digits
  point = Math.max(point, 0)
  digits = digits.padEnd(point, '0')
  const kept = point + fractionDigits
  if (digits.length > kept) {
    const roundsUp = digits.charAt(kept) >= '5'
    digits = digits.slice(0, kept)
    if (roundsUp) {
      const carried = carryOne(digits)
      if (carried.length > digits.length) point += 1
      digits = carried
    }
  }
  return {
    whole: digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0',
    fraction: digits.slice(point).padEnd(fractionDigits, '0'),
  }
}

/** '199' -> '200', '99' -> '100': one added to a string of digits. */
function carryOne(digits: string): string {
  let at = digits.length - 1
  while (at >= 0 && digits.charAt(at) === '9') at -= 1
  if (at < 0) return `1${'0'.repeat(digits.length)}`
  return digits.slice(0, at) + String(Number(digits.charAt(at)) + 1) + '0'.repeat(digits.length - at - 1)
}

/** The number's sign and its digits, apart: a currency's symbol goes between them ('-₱1,234.50'). */
export function decimalParts(value: number, { fractionDigits, keepTrailingZeros = false }: DecimalStyle) {
  // As Intl shows them: the sign of negative zero included, and NaN and infinity by name and symbol.
  const negative = value < 0 || Object.is(value, -0)
  if (Number.isNaN(value)) return { sign: '', digits: 'NaN' }
  if (!Number.isFinite(value)) return { sign: negative ? '-' : '', digits: '∞' }
  const { whole, fraction } = rounded(Math.abs(value), fractionDigits)
  const shownFraction = keepTrailingZeros ? fraction : fraction.replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return { sign: negative ? '-' : '', digits: shownFraction ? `${grouped}.${shownFraction}` : grouped }
}

/** e.g. 1234.567 -> '1,234.57' at two decimals; -0.5 -> '-0.5'. */
export function formatDecimal(value: number, style: DecimalStyle): string {
  const { sign, digits } = decimalParts(value, style)
  return sign + digits
}
