import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { useEffect } from 'react'
import { registerAppNavigation, type GoToOptions } from '@/lib/navigation'
import { createAppRouter, type AppRouter } from './router'
export { pageDataArrived } from './page-data-arrived'
import { rerunGuardsOnOtherTabChange } from './sync-with-auth'

/**
 * The router app: every page behind TanStack Router and its guards. The entry loads this module
 * lazily (docs/decisions/0006-landing-first-load-budget.md): at once for any visit but a guest's at
 * /, and from the first-visit shell on its first `goTo` or when the browser is idle.
 */
export function RouterApp({ router }: { router: AppRouter }) {
  useEffect(() => rerunGuardsOnOtherTabChange(router), [router])
  return <RouterProvider router={router} />
}

export type RouterAppStart = {
  /** Tests pass a memory history; the browser's is the default. */
  history?: RouterHistory
  /** Where the first-visit shell hands over: the router starts there instead of at the address shown. */
  goingTo?: { href: string } & GoToOptions
}

/** Creates the app's router and makes it the one `goTo` (src/lib/navigation.ts) navigates with from now on. */
export function createRouterApp({ history, goingTo }: RouterAppStart = {}): AppRouter {
  const router = createAppRouter({ history })
  if (goingTo) {
    // Through the router's history and before its first load: the router starts at the new address,
    // and Back returns to the landing page as to any earlier page.
    if (goingTo.replace) router.history.replace(goingTo.href)
    else router.history.push(goingTo.href)
  }
  registerAppNavigation((href, { replace }) => router.navigate({ href, replace }))
  return router
}
