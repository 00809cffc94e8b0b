import { useEffect, useState } from 'react'
import { now, onClockJump } from './clock'

/** docs/product/limits.md#codes-and-countdowns: countdowns redraw every 100 ms. */
export const COUNTDOWN_TICK_MS = 100

/** Milliseconds left until `deadline` (an instant of `now()`), never below 0; 0 when there is none. */
export function msUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, deadline - now())
}

/**
 * Milliseconds left until `deadline`, redrawn every tick while it runs. A deadline rather than a
 * counter that drops by one per tick: a throttled background tab or a moved clock (src/lib/clock.ts)
 * still shows the true remainder. Stops ticking at 0.
 */
export function useCountdown(deadline: number | null, tickMs: number = COUNTDOWN_TICK_MS): number {
  const [remaining, setRemaining] = useState(() => msUntil(deadline))

  useEffect(() => {
    const update = () => setRemaining(msUntil(deadline))
    update()
    if (deadline === null) return
    const timer = setInterval(() => {
      update()
      if (msUntil(deadline) === 0) clearInterval(timer)
    }, tickMs)
    const stopListening = onClockJump(update)
    return () => {
      clearInterval(timer)
      stopListening()
    }
  }, [deadline, tickMs])

  return remaining
}

/** Whole seconds left, rounded up: a countdown shows 1 until it reaches 0. */
export const secondsLeft = (ms: number): number => Math.ceil(ms / 1000)

/** 'm:ss', as the session timeout warning shows it. */
export function formatMinutesSeconds(ms: number): string {
  const total = secondsLeft(ms)
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
