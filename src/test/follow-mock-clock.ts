import * as mockClock from '@mocks/clock'
import { notifyClockJump, setClockSource } from '@/lib/clock'

/**
 * The app judges time by the mock's clock, as in the demo build (src/main.tsx), so a test moves both
 * at once: code expiry on the server and countdowns on the screen. Returns the undo.
 */
export function followMockClock(): () => void {
  setClockSource(mockClock.nowMs)
  const stop = mockClock.onMove(notifyClockJump)
  return () => {
    stop()
    setClockSource(() => Date.now())
  }
}
