import { formatDecimal } from '@/lib/format/decimal'

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** A size as people read it, in the binary units the limits use: 1_258_291 -> '1.2 MB', 10 MiB -> '10 MB'. */
export function formatFileSize(bytes: number): string {
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit++
  }
  return `${formatDecimal(size, { fractionDigits: 1 })} ${UNITS[unit]}`
}
