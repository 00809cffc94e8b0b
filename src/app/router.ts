import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { mayFetchAhead } from '@/lib/fetch-ahead'
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
    // A link's page and data are fetched as a press nears (hover, focus, touch), except for a person
    // saving data or on 2G, who gets them at the press (docs/decisions/0055-fetch-ahead-within-a-budget.md).
    defaultPreload: mayFetchAhead() ? 'intent' : false,
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
