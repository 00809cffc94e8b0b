const UNITS: Array<[label: string, ms: number]> = [
  ['d', 24 * 60 * 60 * 1000],
  ['h', 60 * 60 * 1000],
  ['min', 60 * 1000],
]

/** How far the mock's clock is from real time, e.g. '+1 d 15 min', or 'real time'. */
export function describeOffset(offsetMs: number): string {
  let rest = Math.abs(offsetMs)
  const parts: string[] = []
  for (const [label, ms] of UNITS) {
    const count = Math.floor(rest / ms)
    rest -= count * ms
    if (count > 0) parts.push(`${count} ${label}`)
  }
  if (parts.length === 0) return 'real time'
  return `${offsetMs < 0 ? '−' : '+'}${parts.join(' ')} from real time`
}
