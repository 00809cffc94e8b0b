import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { env } from '@/config/env'
import { belongsInAdminApp } from '@/session/admin-redirect'
import { sessionStore, isSignedIn } from '@/session/session-store'
import { LandingPage, type LandingDialog } from '@/features/landing/landing-page'
import { goTo } from '@/lib/navigation'
import { onFirstInteraction } from '@/lib/on-first-interaction'
import { fetchAheadWhenIdle } from '@/lib/when-idle'

// The dialogs need the data layer (TanStack Query, the API client, zod): it loads with them, never
// with the landing page (docs/decisions/0006-landing-first-load-budget.md).
const loadQueryProvider = () => import('./query-provider')
const QueryProvider = lazy(() => loadQueryProvider().then((module) => ({ default: module.QueryProvider })))
const loadSignInDialog = () => import('@/features/auth/sign-in/sign-in-dialog')
const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })))
const loadSignUpDialog = () => import('@/features/sign-up/sign-up-dialog')
const SignUpDialog = lazy(() => loadSignUpDialog().then((module) => ({ default: module.SignUpDialog })))

/** Fetches the dialogs' code (and the data layer they need) ahead, so Login and Sign Up open at once. */
function prefetchDialogs(): void {
  // A failed prefetch costs nothing: opening a dialog asks again.
  void Promise.all([loadQueryProvider(), loadSignInDialog(), loadSignUpDialog()]).catch(() => {})
}

/**
 * The landing page and its dialogs (docs/product/states.md#landing-header: the active modal is none, login or signup).
 * Both shells show this: the first-visit shell on a first visit, the router's / route after a sign-out.
 */
export function LandingWithDialogs() {
  const [dialog, setDialog] = useState<LandingDialog | null>(null)

  // docs/product/screens-and-routes.md#landing-page: opening login or sign-up while authenticated (an admin cookie or a
  // stored user) goes to the dashboard instead; an admin session goes on from there to the admin application
  // (routes/_app.tsx).
  const open = useCallback((next: LandingDialog) => {
    if (isSignedIn(sessionStore.getState()) || belongsInAdminApp(env.VITE_ADMIN_APP_URL)) {
      void goTo('/dashboard')
      return
    }
    setDialog(next)
  }, [])
  const close = useCallback(() => setDialog(null), [])

  // At the person's first interaction, then when the browser is idle: not at load, where evaluating the
  // dialogs and the data layer (about 70 KB) added to the main thread's blocking time (decision 10)
  // for visitors who may never open a dialog.
  useEffect(() => onFirstInteraction(() => fetchAheadWhenIdle(prefetchDialogs)), [])

  return (
    <>
      <LandingPage onOpenDialog={open} />
      {dialog !== null && (
        <Suspense fallback={null}>
          <QueryProvider>
            {dialog === 'login' && <SignInDialog onSignUp={() => open('signup')} onClose={close} />}
            {dialog === 'signup' && <SignUpDialog onLogin={() => open('login')} onClose={close} />}
          </QueryProvider>
        </Suspense>
      )}
    </>
  )
}
