import { now } from '../clock'

/**
 * Manila keeps UTC+8 all year (no daylight saving since 1978), so an instant's Manila wall clock is its
 * UTC one eight hours on. Read that way, no time-zone data is loaded: each Intl formatter with a zone
 * cost a low-tier phone about 80 ms before the first page showed (docs/decisions/0059-phone-as-a-real-host-serves-it.md).
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

/** An instant's Manila wall clock, to be read with the getUTC… methods. */
export function manilaWallClock(instant: Date | string | number): Date {
  return new Date(new Date(instant).getTime() + MANILA_OFFSET_MS)
}

/** The Manila business date of an instant (a Date, an ISO string or epoch milliseconds): THE one. */
export function manilaDateOf(instant: Date | string | number): string {
  return manilaWallClock(instant).toISOString().slice(0, 10)
}

/** Today in Manila, as a business date, by the one clock (contract/clock.ts: the mock's when it is connected). */
export function manilaToday(): string {
  return manilaDateOf(now())
}

/** The instant of a Manila wall-clock time on a business date, as stored (UTC ISO). */
export function manilaInstant(date: string, hour: number, minute = 0): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - MANILA_OFFSET_MS).toISOString()
}
