// Pesos as Philippine readers write them (philippines.md): '₱1,234.56', always with centavos.
const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })

/** e.g. 1234.56 -> '₱1,234.56'. */
export function formatPeso(amount: number): string {
  return pesos.format(amount)
}

/** e.g. 1234.56 -> '₱1,234.56 PHP': the spec shows expense costing "with peso sign and PHP". */
export function formatPesoWithCode(amount: number): string {
  return `${formatPeso(amount)} PHP`
}
