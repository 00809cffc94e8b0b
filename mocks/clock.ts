import { setNowSource } from '@contract/clock'
import { manilaDateOf } from '@contract/dates/manila'

/**
 * The one clock of the mock. Time keeps flowing from an offset to real time, so a demo can jump ahead
 * a day and still see seconds tick; tests move it to show expiry without waiting.
 * Everything in mocks/ reads time from here, never from Date.now(), and the contract's rules (a
 * birthdate's age) read it through contract/clock.ts, which this module connects as soon as it loads.
 */

let offsetMs = 0
const moveListeners = new Set<() => void>()

/** Called after every move of the clock, so the app in the same page can re-check its timers. */
export function onMove(listener: () => void): () => void {
  moveListeners.add(listener)
  return () => moveListeners.delete(listener)
}

function moved(): void {
  moveListeners.forEach((listener) => listener())
}

export function nowMs(): number {
  return Date.now() + offsetMs
}

// Once the mock is loaded, the contract's rules judge by its clock (docs/decisions/0038-one-date-module-one-clock.md).
setNowSource(nowMs)

export function now(): Date {
  return new Date(nowMs())
}

/** The current instant as stored and sent: ISO 8601 in UTC. */
export function nowIso(): string {
  return now().toISOString()
}

export function advance(ms: number): void {
  offsetMs += ms
  moved()
}

export function set(instant: Date | string | number): void {
  const target = new Date(instant).getTime()
  if (Number.isNaN(target)) throw new RangeError(`Not an instant: ${String(instant)}`)
  offsetMs = target - Date.now()
  moved()
}

/** Back to real time. */
export function reset(): void {
  offsetMs = 0
  moved()
}

/**
 * The business date in Asia/Manila of an instant, `YYYY-MM-DD`; today on this clock by default, read here
 * rather than through contract/clock.ts, which an app test may point elsewhere.
 */
export function manilaDate(instant: Date | string | number = nowMs()): string {
  return manilaDateOf(instant)
}

/** For persistence: the offset survives a reload so a moved demo clock stays moved. */
export function getOffset(): number {
  return offsetMs
}

export function setOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? ms : 0
  moved()
}

export const MINUTE_MS = 60 * 1000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** `instant + ms` as an ISO string: how expiries are stored. */
export function isoIn(ms: number, from: number = nowMs()): string {
  return new Date(from + ms).toISOString()
}

export function isPast(iso: string): boolean {
  return Date.parse(iso) <= nowMs()
}
