import { lazy, Suspense, useEffect } from 'react'
import { fetchAheadWhenIdle } from '@/lib/when-idle'
import { useIdleTimeout } from '@/session/use-idle-timeout'
import { useSessionCheck } from '@/session/use-session-check'

// Needed after 15 idle minutes at the earliest: fetched a minute into the page, once idle, so it stays out
// of every page's first load and of what the page fetches ahead for the person's first presses (the 60 kB of
// docs/decisions/0055-fetch-ahead-within-a-budget.md), and is at hand long before it can open; for a person
// saving data or on 2G, when it opens.
const loadWarning = () => import('./session-timeout-warning')
export const WARNING_FETCH_DELAY_MS = 60_000
const SessionTimeoutWarning = lazy(() =>
  loadWarning().then(({ SessionTimeoutWarning }) => ({ default: SessionTimeoutWarning })),
)

/**
 * What runs while someone is signed in (docs/product/states.md): the token check on every state change and
 * the idle timeout with its warning. The signed-in layout renders it, so both end with the session.
 */
export function SessionLifecycle({ location }: { location: string }) {
  useSessionCheck(location)
  const { warningDeadline, stillHere } = useIdleTimeout()
  useEffect(() => {
    let cancelIdle = () => {}
    const timer = setTimeout(() => {
      cancelIdle = fetchAheadWhenIdle(() => void loadWarning())
    }, WARNING_FETCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      cancelIdle()
    }
  }, [])
  if (warningDeadline === null) return null
  return (
    <Suspense>
      <SessionTimeoutWarning deadline={warningDeadline} onStillHere={stillHere} />
    </Suspense>
  )
}
