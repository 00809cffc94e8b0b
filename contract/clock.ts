/**
 * The one clock every judgement of time reads, the contract's rules among them (a birthdate's age).
 * contract/ cannot import the app or the mock, so the clock lives here and they drive it: the mock
 * connects its movable clock (mocks/clock.ts) and the app's `setClockSource` (src/lib/clock.ts) sets
 * the same source. Moving the mock's clock therefore moves every rule that compares with now
 * (docs/decisions/0038-one-date-module-one-clock.md).
 */

type ClockSource = () => number

let source: ClockSource = () => Date.now()

/** Now, in epoch milliseconds, by whichever clock is connected (the browser's until one is). */
export function now(): number {
  return source()
}

/** Connects another clock, and gives back the one it replaces (a test puts it back). */
export function setNowSource(next: ClockSource): ClockSource {
  const previous = source
  source = next
  return previous
}
