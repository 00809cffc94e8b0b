import { now } from '@/lib/clock'

/**
 * Manila keeps UTC+8 all year, but the zone is named rather than its offset hard-coded, so the
 * platform's time-zone data decides. Assembled from parts, whatever order the locale writes them in.
 */
const manilaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Manila business date of an instant (an ISO string or epoch milliseconds). */
export function manilaDateOf(instant: string | number): string {
  const parts = manilaParts.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Today in Manila, as a business date, by the app's clock. */
export function manilaToday(): string {
  return manilaDateOf(now())
}
