// Asia/Manila is the business time zone of the product (docs/product/philippines.md#money-and-dates); the mock's clock
// keeps UTC instants.
const dateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

const time = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** e.g. 'Mon, Nov 23, 2026, 14:05:09' in Manila. */
export const manilaDateTime = (instant: number | string) => dateTime.format(new Date(instant))

/** e.g. 'Nov 23, 14:05' in Manila: when an e-mail arrived. */
export const manilaTime = (instant: number | string) => time.format(new Date(instant))

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
