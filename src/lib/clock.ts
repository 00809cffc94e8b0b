/**
 * THE app's notion of now. Production reads the browser's clock; the mock modes connect the mock
 * server's movable clock (src/main.tsx), so a demo or a test that moves time forward sees tokens
 * expire, countdowns end and the idle timeout fire, without waiting.
 * Code that judges time (token expiry, countdowns, idle) reads `now()`, never Date.now().
 */

type ClockSource = () => number

let source: ClockSource = () => Date.now()
const jumpListeners = new Set<() => void>()

export function now(): number {
  return source()
}

/** Connects another clock, e.g. the mock's. */
export function setClockSource(next: ClockSource): void {
  source = next
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
