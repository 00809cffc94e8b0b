import { useCallback, useEffect, useRef, useState } from 'react'
import { ACTIVITY_SHARE_THROTTLE_MS, IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@/config/session-timing'
import { now, onClockJump } from '@/lib/clock'
import { sessionStore, isSignedIn } from './session-store'
import { IDLE_LOGOUT_MESSAGE } from './logout-reasons'
import { createActivitySharer, onSharedActivity, readSharedActivity } from './shared-activity'
import { endSessionFor } from './sign-out'
import { onUserActivity } from './user-activity'

export type IdleTimeout = {
  /** When the open 'Session Timeout Warning' logs out (a `now()` instant); null while it is closed. */
  warningDeadline: number | null
  /** "I'm still here": closes the warning here and in every other tab, and starts the wait again. */
  stillHere: () => void
}

/**
 * Where the idle wait starts when the signed-in layout mounts: a page load or a sign-in counts as the
 * person being there, except a reload during the warning, which goes on where it was (the persisted
 * timeRemaining says the warning was open; the shared instant says exactly when it started).
 */
function startingInstant(): { instant: number; resumed: boolean } {
  const { timeRemaining } = sessionStore.getState()
  if (timeRemaining === null) return { instant: now(), resumed: false }
  const instant = readSharedActivity() ?? now() + timeRemaining - IDLE_TIMEOUT_MS - IDLE_WARNING_MS
  return { instant, resumed: true }
}

/**
 * docs/product/states.md#idle-timeout and docs/product/limits.md#session-timings, idle: 15 minutes without activity
 * opens the warning; 2 minutes later the person is logged out with IDLE_LOGOUT_MESSAGE. Judged from the last activity
 * instant against `now()`, at timers set for the next boundary and at once when the clock jumps or the tab shows again,
 * so a throttled background tab or a moved mock clock still times out when it should. While the warning is open, only
 * "I'm still here" (here or in another tab) counts: moving the mouse towards the button must not be mistaken for the
 * answer.
 */
export function useIdleTimeout(): IdleTimeout {
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null)
  const stillHereRef = useRef<() => void>(() => {})

  useEffect(() => {
    const sharer = createActivitySharer(ACTIVITY_SHARE_THROTTLE_MS, now)
    const start = startingInstant()
    let lastActivity = start.instant
    if (!start.resumed) sharer.share(lastActivity, { immediately: true })
    let deadline: number | null = null
    let timer: ReturnType<typeof setTimeout> | undefined

    const showWarning = (logoutAt: number) => {
      if (deadline === null) sessionStore.setTimeRemaining(logoutAt - now())
      deadline = logoutAt
      setWarningDeadline(logoutAt)
    }
    const hideWarning = () => {
      deadline = null
      if (sessionStore.getState().timeRemaining !== null) sessionStore.setTimeRemaining(null)
      setWarningDeadline(null)
    }

    const evaluate = () => {
      clearTimeout(timer)
      if (!isSignedIn(sessionStore.getState())) return
      const warnAt = lastActivity + IDLE_TIMEOUT_MS
      const logoutAt = warnAt + IDLE_WARNING_MS
      const current = now()
      if (current >= logoutAt) {
        deadline = null
        setWarningDeadline(null)
        void endSessionFor(IDLE_LOGOUT_MESSAGE)
      } else if (current >= warnAt) {
        showWarning(logoutAt)
        timer = setTimeout(evaluate, logoutAt - current)
      } else {
        if (deadline !== null) hideWarning()
        timer = setTimeout(evaluate, warnAt - current)
      }
    }

    const onActivity = () => {
      // Signed out, the layout stays a second before / shows: activity then is nobody's.
      if (deadline !== null || !isSignedIn(sessionStore.getState())) return
      lastActivity = now()
      // No evaluate here: the pending timer re-judges against the new instant when it fires.
      sharer.share(lastActivity)
    }
    const onOtherTabActivity = (instant: number) => {
      if (instant <= lastActivity) return
      lastActivity = instant
      evaluate()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') evaluate()
    }
    // A reload during the warning: what remains, so the next load resumes even without the shared instant.
    const onPageHide = () => {
      if (deadline !== null) sessionStore.setTimeRemaining(Math.max(0, deadline - now()))
    }

    stillHereRef.current = () => {
      lastActivity = now()
      sharer.share(lastActivity, { immediately: true })
      evaluate()
    }

    // A write still waiting (the throttle's trailing one) would put back what a logout cleared.
    const onSessionChange = () => {
      if (!isSignedIn(sessionStore.getState())) sharer.dispose()
    }

    const stops = [
      sessionStore.subscribe(onSessionChange),
      onUserActivity(onActivity),
      onSharedActivity(onOtherTabActivity),
      onClockJump(evaluate),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => window.removeEventListener('pagehide', onPageHide),
    ]
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pagehide', onPageHide)
    evaluate()

    return () => {
      clearTimeout(timer)
      sharer.dispose()
      stops.forEach((stop) => stop())
      stillHereRef.current = () => {}
    }
  }, [])

  const stillHere = useCallback(() => stillHereRef.current(), [])
  return { warningDeadline, stillHere }
}
