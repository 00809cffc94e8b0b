import { lazy, Suspense, type ReactNode } from 'react'
import { LANDING_TOAST_MS, SHELL_TOAST_MS } from '@/components/ui/toast-durations'
import { isSignedIn } from '@/features/auth/auth-store'
import { useAuth } from '@/features/auth/use-auth'
import { useLogoutReasonToast } from '@/features/auth/use-logout-reason-toast'

// react-toastify and its stylesheet arrive after the first render instead of with the entry; toasts
// sent before then wait in its queue (docs/decisions/0006-landing-first-load-budget.md).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/**
 * What surrounds either shell, the landing shell or the router app. The Toaster stays at the same
 * place in the tree when the router app replaces the landing shell, so a toast already showing stays.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const signedIn = isSignedIn(useAuth())
  // Here, around both shells, so the reason shows whichever of them the person lands on.
  useLogoutReasonToast()
  return (
    <>
      {children}
      <Suspense fallback={null}>
        {/* Spec section 9: toasts linger longer on the landing page than in the employee shell. */}
        <Toaster autoClose={signedIn ? SHELL_TOAST_MS : LANDING_TOAST_MS} />
      </Suspense>
    </>
  )
}
