import { describe, expect, it } from 'vitest'
import { formatPeso, formatPesoWithCode, formatWholePeso } from './money'

describe('peso amounts', () => {
  it('shows the peso sign, thousands separators and centavos', () => {
    expect(formatPeso(1234.56)).toBe('₱1,234.56')
    expect(formatPeso(1_000_000)).toBe('₱1,000,000.00')
    expect(formatPeso(0.5)).toBe('₱0.50')
  })

  it('rounds to the centavo', () => {
    expect(formatPeso(19.999)).toBe('₱20.00')
  })

  it('adds the currency code where expense costing asks for peso sign and PHP', () => {
    expect(formatPesoWithCode(1234.56)).toBe('₱1,234.56 PHP')
  })

  it('shows a price in whole pesos, rounded to the peso', () => {
    expect(formatWholePeso(1499)).toBe('₱1,499')
    expect(formatWholePeso(99.5)).toBe('₱100')
  })
})
