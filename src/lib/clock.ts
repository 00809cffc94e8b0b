import { now, setNowSource } from '@contract/clock'

/**
 * THE app's notion of now: the one clock of contract/clock.ts, which the contract's rules read too.
 * Production reads the browser's clock; the mock modes connect the mock server's movable clock
 * (src/main.tsx), so a demo or a test that moves time forward sees tokens expire, countdowns end, the
 * idle timeout fire and the birthdate rule move, without waiting.
 * Code that judges time (token expiry, countdowns, idle, today) reads `now()`, never Date.now().
 */

export { now }

const jumpListeners = new Set<() => void>()

/** Connects another clock, e.g. the mock's; the contract's rules follow it too. */
export function setClockSource(next: () => number): void {
  setNowSource(next)
  notifyClockJump()
}

/**
 * Says that the connected clock jumped (the mock's clock was moved): timers that wait for an
 * instant re-check at once instead of at their next tick.
 */
export function notifyClockJump(): void {
  jumpListeners.forEach((listener) => listener())
}

export function onClockJump(listener: () => void): () => void {
  jumpListeners.add(listener)
  return () => jumpListeners.delete(listener)
}
