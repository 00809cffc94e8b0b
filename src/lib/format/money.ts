import { decimalParts } from './decimal'

// Pesos as Philippine readers write them (docs/product/philippines.md#money-and-dates): '₱1,234.56', always with
// centavos. Written out rather than by Intl.NumberFormat, which would load the browser's locale data on the way to
// the page (decimal.ts).

/** e.g. 1234.56 -> '₱1,234.56'; -5 -> '-₱5.00'. */
export function formatPeso(amount: number): string {
  const { sign, digits } = decimalParts(amount, { fractionDigits: 2, keepTrailingZeros: true })
  return `${sign}₱${digits}`
}

/** e.g. 1499 -> '₱1,499': a price in whole pesos (the landing page's plans), rounded to the peso. */
export function formatWholePeso(amount: number): string {
  const { sign, digits } = decimalParts(amount, { fractionDigits: 0 })
  return `${sign}₱${digits}`
}

/**
 * e.g. 1234.56 -> '₱1,234.56 PHP': expense costing shows "with peso sign and PHP"
 * (docs/product/records.md#expense-requests).
 */
export function formatPesoWithCode(amount: number): string {
  return `${formatPeso(amount)} PHP`
}
