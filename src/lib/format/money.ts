// Pesos as Philippine readers write them (docs/product/philippines.md#money-and-dates): '₱1,234.56', always with
// centavos. This module imports nothing, so the landing page's prices take it without growing its first load.
const pesos = /* @__PURE__ */ new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })
const wholePesos = /* @__PURE__ */ new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  maximumFractionDigits: 0,
})

/** e.g. 1234.56 -> '₱1,234.56'. */
export function formatPeso(amount: number): string {
  return pesos.format(amount)
}

/** e.g. 1499 -> '₱1,499': a price in whole pesos (the landing page's plans), rounded to the peso. */
export function formatWholePeso(amount: number): string {
  return wholePesos.format(amount)
}

/**
 * e.g. 1234.56 -> '₱1,234.56 PHP': expense costing shows "with peso sign and PHP"
 * (docs/product/records.md#expense-requests).
 */
export function formatPesoWithCode(amount: number): string {
  return `${formatPeso(amount)} PHP`
}
