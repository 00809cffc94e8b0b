import { StrictMode, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { sessionStore, isSignedIn } from '@/session/session-store'
import { startSession } from '@/session/start-session'
import { registerAppStarter } from '@/lib/navigation'
import { AppFrame } from './app-frame'
import { connectApi } from './connect-api'
import { FirstVisitShell } from './first-visit-shell'
import { shareDraftOwner } from './sync-with-auth'

type RouterAppModule = typeof import('./router-app')

const importRouterApp = () => import('./router-app')

/** Spec section 2: what the first-visit shell serves, a guest at / (a signed-in visitor there goes to /dashboard). */
function servedByLandingShell(pathname: string): boolean {
  return pathname === '/' && !isSignedIn(sessionStore.getState())
}

/**
 * Starts one of the two shells in `root` (docs/decisions/0006-landing-first-load-budget.md): a guest
 * at / gets the first-visit shell, without the router; everyone else the router app, loaded lazily. The
 * first-visit shell hands over to the router app, in the same root, on its first `goTo` elsewhere.
 */
export async function startApp(
  root: Root,
  loadRouterApp: () => Promise<RouterAppModule> = importRouterApp,
): Promise<void> {
  const show = (content: ReactNode) =>
    root.render(
      <StrictMode>
        <AppFrame>{content}</AppFrame>
      </StrictMode>,
    )
  connectApi()
  shareDraftOwner()

  if (!servedByLandingShell(window.location.pathname)) {
    void startSession()
    // Spec section 2: the loading screen shows while a lazily loaded screen is fetched.
    show(<LoadingScreen />)
    const { RouterApp, createRouterApp } = await loadRouterApp()
    show(<RouterApp router={createRouterApp()} />)
    return
  }

  registerAppStarter(async (href, { replace }) => {
    // Already on screen: the first-visit shell stays, and keeps whatever dialog is open.
    if (servedByLandingShell(new URL(href, window.location.href).pathname)) return
    const { RouterApp, createRouterApp } = await loadRouterApp()
    show(<RouterApp router={createRouterApp({ goingTo: { href, replace } })} />)
  })
  // A failed prefetch costs nothing: the first goTo loads the chunk again, or falls back to a page load.
  const prefetchRouterApp = () => void loadRouterApp().catch(() => {})
  show(<FirstVisitShell prefetchRouterApp={prefetchRouterApp} />)
}
