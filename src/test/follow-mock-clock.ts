import { cleanup } from '@testing-library/react'
import * as mockClock from '@mocks/clock'
import { notifyClockJump, setClockSource } from '@/lib/clock'

/**
 * The app judges time by the mock's clock, as in the demo build (src/main.tsx), so a test moves both
 * at once: code expiry on the server and countdowns on the screen. Returns the undo, which unmounts the
 * app first: the undo runs before the setup file's cleanup (after-hooks run in reverse), and an app
 * still mounted on real time judged the mock's session by it. Once the real day passed the seeded
 * instant, its session checks reached into the next test (a redirect to /dashboard mid-test).
 */
export function followMockClock(): () => void {
  setClockSource(mockClock.nowMs)
  const stop = mockClock.onMove(notifyClockJump)
  return () => {
    cleanup()
    stop()
    setClockSource(() => Date.now())
  }
}
