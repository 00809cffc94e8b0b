import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { LANDING_TOAST_MS, SHELL_TOAST_MS } from '@/components/ui/toast-durations'
import { isSignedIn } from '@/features/auth/auth-store'
import { useAuth } from '@/features/auth/use-auth'
import type { AppRouter } from './router'
import { rerunGuardsOnOtherTabChange } from './sync-with-auth'

// react-toastify and its stylesheet arrive after the first render instead of with the entry; toasts
// sent before then wait in its queue (docs/decisions/0006-landing-first-load-budget.md).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

export function App({ router }: { router: AppRouter }) {
  const signedIn = isSignedIn(useAuth())
  useEffect(() => rerunGuardsOnOtherTabChange(router), [router])

  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        {/* Spec section 9: toasts linger longer on the landing page than in the employee shell. */}
        <Toaster autoClose={signedIn ? SHELL_TOAST_MS : LANDING_TOAST_MS} />
      </Suspense>
    </>
  )
}
