import { useEffect, useRef } from 'react'
import { TOKEN_CHECK_DEBOUNCE_MS } from '@/config/session-timing'
import { onClockJump } from '@/lib/clock'
import { sessionStore } from './session-store'
import { createCheckScheduler } from './check-scheduler'
import { checkSession } from './session-check'
import { onUserActivity } from './user-activity'

/**
 * Runs the token check (session-check.ts) on every state change while signed in. Here a state change
 * is: the route (`location`, the address with its search), the auth state (a token refreshed by the
 * API client, another tab's write), the person's activity (what the idle timeout listens to) and a
 * jump of the app's clock. The signed-in layout owns it, so it stops with the session.
 */
export function useSessionCheck(location: string): void {
  const scheduler = useRef<ReturnType<typeof createCheckScheduler> | null>(null)

  useEffect(() => {
    const current = createCheckScheduler(checkSession, TOKEN_CHECK_DEBOUNCE_MS)
    scheduler.current = current
    const stops = [
      sessionStore.subscribe(current.request),
      onUserActivity(current.request),
      onClockJump(current.request),
    ]
    return () => {
      stops.forEach((stop) => stop())
      current.dispose()
      scheduler.current = null
    }
  }, [])

  // The layout's first page is no change: the session was just checked (start-up or login).
  const firstLocation = useRef<string | null>(location)
  useEffect(() => {
    if (location === firstLocation.current) return
    firstLocation.current = null
    scheduler.current?.request()
  }, [location])
}
