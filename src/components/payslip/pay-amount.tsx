import { formatPeso } from '@/lib/format'

/** An amount, or a mask that holds no digit of it: hidden means not in the page at all. */
export function PayAmount({ value, shown }: { value: number; shown: boolean }) {
  if (shown) return <>{formatPeso(value)}</>
  return (
    <>
      <span aria-hidden="true">₱ ••••••</span>
      <span className="sr-only">Hidden</span>
    </>
  )
}
