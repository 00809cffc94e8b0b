import { notify } from '@/components/ui/notify'
import { authCredentials } from '@/features/auth/auth-credentials'
import { setApiCredentials, setApiEvents } from '@/lib/api'
import type { AppRouter } from './router'

/** Hands the API client its session and its ways to the screen: the router and the toasts. */
export function connectApi(router: AppRouter): void {
  setApiCredentials(authCredentials)
  setApiEvents({
    navigate: (href) => void router.navigate({ href }),
    notifyError: (message) => notify.error(message),
  })
}
