import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { routeTree } from '@/route-tree.gen'

/**
 * The app's router; tests pass a memory history. Routes get no QueryClient from here: the signed-in
 * layout (src/routes/_app.tsx) loads it and hands it to the pages below it as `context.queryClient`.
 */
export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteErrorBoundary,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page's name in the document title: 'Dashboard' gives 'Dashboard | Empleo-Employee'. */
    title?: string
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The two-factor challenge a login left for /verification to finish (the login answer's user_id). */
    twoFactorUserId?: number
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>
