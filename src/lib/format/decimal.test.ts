import { describe, expect, it } from 'vitest'
import { formatDecimal } from './decimal'
import { formatDays } from './days'
import { formatPeso, formatWholePeso } from './money'

// What the formatters stand in for (decimal.ts): here, in a test, its cost is no one's.
const intl = {
  days: new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 }),
  oneDecimal: new Intl.NumberFormat('en-PH', { maximumFractionDigits: 1 }),
  pesos: new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }),
  wholePesos: new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }),
}

/** Sums and counts of every size and sign, the halves that round either way and the floats that only look like halves. */
function samples(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.005,
    1.015,
    2.675,
    0.125,
    0.995,
    999.995,
    1_000,
    999_999.999,
    12_345_678.9,
    1e15 + 0.5,
    1e-7,
    5e-7,
    4.999e-7,
    0.0049999,
    1e20,
    1e21,
    2.5e22,
  ]
  let seed = 20_261_128
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
  for (let i = 0; i < 3_000; i++) {
    const size = 10 ** Math.floor(random() * 10)
    values.push(random() * size, Math.round(random() * size * 100) / 100, Math.round(random() * size * 2) / 2)
  }
  for (let cents = 0; cents < 2_000; cents++) values.push(cents / 1_000, cents / 100 + 0.005)
  return [...values, ...values.map((value) => -value)]
}

describe('numbers written out as en-PH writes them', () => {
  it('match Intl.NumberFormat for sums and counts of every size, sign and rounding', () => {
    for (const value of samples()) {
      expect(formatDays(value), String(value)).toBe(intl.days.format(value))
      expect(formatDecimal(value, { fractionDigits: 1 }), String(value)).toBe(intl.oneDecimal.format(value))
      expect(formatPeso(value), String(value)).toBe(intl.pesos.format(value))
      expect(formatWholePeso(value), String(value)).toBe(intl.wholePesos.format(value))
    }
  })

  it('match it for what is not a number, and for infinity', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatDays(value)).toBe(intl.days.format(value))
      expect(formatPeso(value)).toBe(intl.pesos.format(value))
    }
  })

  it('group thousands and keep or drop trailing zeros as asked', () => {
    expect(formatDecimal(1_234_567.891, { fractionDigits: 2 })).toBe('1,234,567.89')
    expect(formatDecimal(8.5, { fractionDigits: 2, keepTrailingZeros: true })).toBe('8.50')
    expect(formatDecimal(8.5, { fractionDigits: 2 })).toBe('8.5')
    expect(formatDecimal(-0.001, { fractionDigits: 2 })).toBe('-0')
  })
})
