import { useIdleTimeout } from '@/session/use-idle-timeout'
import { useSessionCheck } from '@/session/use-session-check'
import { SessionTimeoutWarning } from './session-timeout-warning'

/**
 * What runs while someone is signed in (spec section 4): the token check on every state change and
 * the idle timeout with its warning. The signed-in layout renders it, so both end with the session.
 */
export function SessionLifecycle({ location }: { location: string }) {
  useSessionCheck(location)
  const { warningDeadline, stillHere } = useIdleTimeout()
  return <SessionTimeoutWarning deadline={warningDeadline} onStillHere={stillHere} />
}
