import { now } from '@/lib/clock'

// Manila keeps UTC+8 all year (no daylight saving since 1978), so an instant's Manila wall clock is
// its UTC one eight hours on. Read that way, no time-zone data is loaded: each Intl formatter with a
// zone cost a low-tier phone about 80 ms before the first page showed (docs/decisions/0059).
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

/** An instant's Manila wall clock, to be read with the getUTC… methods. */
export function manilaWallClock(instant: string | number): Date {
  return new Date(new Date(instant).getTime() + MANILA_OFFSET_MS)
}

/** The Manila business date of an instant (an ISO string or epoch milliseconds). */
export function manilaDateOf(instant: string | number): string {
  return manilaWallClock(instant).toISOString().slice(0, 10)
}

/** Today in Manila, as a business date, by the app's clock. */
export function manilaToday(): string {
  return manilaDateOf(now())
}
