import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LANDING_TOAST_MS, SHELL_TOAST_MS, Toaster } from '@/components/ui/toaster'
import { isSignedIn } from '@/features/auth/auth-store'
import { useAuth } from '@/features/auth/use-auth'
import type { AppRouter } from './router'
import { syncWithAuth } from './sync-with-auth'

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const signedIn = isSignedIn(useAuth())
  useEffect(() => syncWithAuth(router, queryClient), [router, queryClient])

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec section 9: toasts linger longer on the landing page than in the employee shell. */}
      <Toaster autoClose={signedIn ? SHELL_TOAST_MS : LANDING_TOAST_MS} />
    </QueryClientProvider>
  )
}
