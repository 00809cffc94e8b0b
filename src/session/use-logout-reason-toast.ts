import { useEffect, useRef } from 'react'
import { notify } from '@/lib/notify'
import { sessionStore } from './session-store'
import { useAuth } from './use-auth'

/**
 * docs/product/states.md#logout: when the app ended the session with a reason (deactivation, a password reset, the
 * idle timeout, a refused refresh or a 401 with the server's words), the person is told once, as an
 * error toast that stays on screen while the app goes to /, until they close it or sign in again: on a slow
 * phone the landing page can take longer to show than a toast's few seconds, and "signed out from another
 * device" is a message nobody should miss. The reason lives in memory only, so a reload does not show it again.
 */
export function useLogoutReasonToast(): void {
  const { logoutReason, token } = useAuth()
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (token !== null && shown.current !== null) {
      notify.dismissError(shown.current)
      shown.current = null
    }
    if (logoutReason === null || token !== null) return
    notify.error(logoutReason, { untilClosed: true })
    shown.current = logoutReason
    sessionStore.clearLogoutReason()
  }, [logoutReason, token])
}
