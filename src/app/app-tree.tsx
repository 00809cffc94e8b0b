import { StrictMode, type ReactNode } from 'react'
import { AppFrame } from './app-frame'
import { FirstVisitShell } from './first-visit-shell'

/**
 * What the root renders: either shell inside AppFrame. One function for the page and for the build's
 * prerender, so the markup in index.html is exactly what the first-visit shell hydrates.
 */
export function appTree(content: ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppFrame>{content}</AppFrame>
    </StrictMode>
  )
}

/** The first-visit shell as the root renders it; `prefetchRouterApp` does nothing at build time. */
export function firstVisitShellTree(prefetchRouterApp: () => void): ReactNode {
  return appTree(<FirstVisitShell prefetchRouterApp={prefetchRouterApp} />)
}
