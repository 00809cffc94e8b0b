// Pesos as Philippine readers write them (docs/product/philippines.md#money-and-dates): '₱1,234.56', always with
// centavos.
const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })

/** e.g. 1234.56 -> '₱1,234.56'. */
export function formatPeso(amount: number): string {
  return pesos.format(amount)
}

/**
 * e.g. 1234.56 -> '₱1,234.56 PHP': expense costing shows "with peso sign and PHP"
 * (docs/product/records.md#expense-requests).
 */
export function formatPesoWithCode(amount: number): string {
  return `${formatPeso(amount)} PHP`
}
