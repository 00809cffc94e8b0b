import { startTransition, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { sessionStore, isSignedIn } from '@/session/session-store'
import { startSession } from '@/session/start-session'
import { registerAppStarter } from '@/lib/navigation'
import { holdIdleWorkUntil, whenIdle } from '@/lib/when-idle'
import { inAppFrame } from './app-frame'
import { connectApi } from './connect-api'
import { createEmptyRoot, showsPrerenderedLanding } from './prerendered-landing'
import { shareSignedInPerson } from './sync-with-auth'

type RouterAppModule = typeof import('./router-app')

const importRouterApp = () => import('./router-app')

/**
 * docs/product/screens-and-routes.md#landing-page: what the first-visit shell serves, a guest at / (a signed-in visitor
 * there goes to /dashboard).
 */
function servedByLandingShell(pathname: string): boolean {
  return pathname === '/' && !isSignedIn(sessionStore.getState())
}

/**
 * Hydrates in a transition: React then works in slices, yielding to the browser between them, instead
 * of one long task between the first paint and the page answering input (decision 28).
 */
function hydrateInSlices(rootElement: HTMLElement, children: ReactNode): Root {
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(rootElement, children)
  })
  return root as Root
}

/**
 * Starts one of the two shells in `rootElement` (docs/decisions/0006-landing-first-load-budget.md): a
 * guest at / gets the first-visit shell, without the router; everyone else the router app, loaded lazily.
 * The first-visit shell hands over to the router app, in the same root, on its first `goTo` elsewhere.
 * It hydrates the landing markup the build put into index.html where that markup is showing (decision 28).
 * Returns the root it renders into.
 */
export async function startApp(
  rootElement: HTMLElement,
  loadRouterApp: () => Promise<RouterAppModule> = importRouterApp,
): Promise<Root> {
  connectApi()
  shareSignedInPerson()

  if (!servedByLandingShell(window.location.pathname)) {
    const root = createEmptyRoot(rootElement)
    const show = (content: ReactNode) => root.render(inAppFrame(content))
    // The server's word on the stored session waits until the page has its data and the phone is idle: the page's
    // own requests carry the token and are refused like any other when the session has ended, and the check's
    // request stays off the page's way to its content (docs/product/states.md#session-start).
    whenIdle(() => void startSession())
    // docs/product/screens-and-routes.md#loading-screen: the loading screen shows while a lazily loaded screen is
    // fetched.
    show(<LoadingScreen />)
    const started = loadRouterApp().then(({ RouterApp, createRouterApp, pageDataArrived }) => {
      const router = createRouterApp()
      show(<RouterApp router={router} />)
      return () => pageDataArrived(router)
    })
    // Idle work (code fetched ahead, the toaster, the app worker) comes after the page's data
    // (docs/decisions/0044-idle-work-after-data.md).
    holdIdleWorkUntil(() => started.then((dataArrived) => dataArrived()))
    await started
    return root
  }

  // The landing page fetches no data: idle work waits for nothing but idle time, until the router app starts.
  holdIdleWorkUntil(null)
  // A failed prefetch costs nothing: the first goTo loads the chunk again, or falls back to a page load.
  const prefetchRouterApp = () => void loadRouterApp().catch(() => {})
  const { firstVisitShellTree } = await import('./first-visit-shell-tree')
  const landing = firstVisitShellTree(prefetchRouterApp)
  let root: Root
  if (showsPrerenderedLanding(rootElement)) {
    root = hydrateInSlices(rootElement, landing)
  } else {
    root = createEmptyRoot(rootElement)
    root.render(landing)
  }

  registerAppStarter(async (href, { replace }) => {
    // Already on screen: the first-visit shell stays, and keeps whatever dialog is open.
    if (servedByLandingShell(new URL(href, window.location.href).pathname)) return
    const { RouterApp, createRouterApp, pageDataArrived } = await loadRouterApp()
    const router = createRouterApp({ goingTo: { href, replace } })
    holdIdleWorkUntil(() => pageDataArrived(router))
    root.render(inAppFrame(<RouterApp router={router} />))
  })
  return root
}
