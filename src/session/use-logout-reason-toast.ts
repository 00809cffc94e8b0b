import { useEffect } from 'react'
import { notify } from '@/lib/notify'
import { sessionStore } from './session-store'
import { useAuth } from './use-auth'

/**
 * docs/product/states.md#logout: when the app ended the session with a reason (deactivation, a password reset, the
 * idle timeout, a refused refresh or a 401 with the server's words), the person is told once, as an
 * error toast that stays on screen while the app goes to /. The reason lives in memory only, so a
 * reload does not show it again.
 */
export function useLogoutReasonToast(): void {
  const { logoutReason, token } = useAuth()
  useEffect(() => {
    if (logoutReason === null || token !== null) return
    notify.error(logoutReason)
    sessionStore.clearLogoutReason()
  }, [logoutReason, token])
}
