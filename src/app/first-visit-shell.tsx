import { useEffect } from 'react'
import { sessionStore } from '@/session/session-store'
import { goTo } from '@/lib/navigation'
import { onFirstInteraction } from '@/lib/on-first-interaction'
import { fetchAheadWhenIdle } from '@/lib/when-idle'
import { APP_TITLE } from './document-title'
import { FirstVisitErrorBoundary } from './first-visit-error-boundary'
import { LandingWithDialogs } from './landing-with-dialogs'

export type FirstVisitShellProps = {
  /** Loads the router app's code without mounting it, so the first `goTo` is instant. */
  prefetchRouterApp: () => void
}

/**
 * A guest's first visit to /: the landing page rendered without the router, so its first load is
 * React and the page (docs/decisions/0006-landing-first-load-budget.md). Nothing here may import
 * the router, TanStack Query, zod, the contract's schemas or the API client.
 */
export function FirstVisitShell({ prefetchRouterApp }: FirstVisitShellProps) {
  useEffect(() => {
    document.title = APP_TITLE
  }, [])

  // At the person's first interaction, once the browser is idle: the page paints before any script runs
  // (decision 28), so evaluating the router app at load would land between the first paint and the page
  // being usable, as main-thread blocking time, for visitors who may never sign in.
  useEffect(() => {
    let cancelIdle = () => {}
    const stopWaiting = onFirstInteraction(() => {
      cancelIdle = fetchAheadWhenIdle(prefetchRouterApp)
    })
    return () => {
      stopWaiting()
      cancelIdle()
    }
  }, [prefetchRouterApp])

  // A sign-in in another tab: the router app takes over here, and its guard sends a signed-in visitor
  // on to /dashboard, as it would inside the router app (sync-with-auth.ts). A guest stays.
  useEffect(() => sessionStore.onChangeFromAnotherTab(() => void goTo('/', { replace: true })), [])

  return (
    <FirstVisitErrorBoundary>
      <LandingWithDialogs />
    </FirstVisitErrorBoundary>
  )
}
