import type { ReactNode } from 'react'
import { inAppFrame } from './app-frame'
import { FirstVisitShell } from './first-visit-shell'

/**
 * The first-visit shell as the root renders it; `prefetchRouterApp` does nothing at build time. One
 * function for the page and for the build's prerender, so the markup in index.html is exactly what
 * the first-visit shell hydrates. A module of its own, which the entry imports lazily: a signed-in
 * person's page never needs the landing page's code (docs/decisions/0041-signed-in-first-load.md), and
 * a guest's gate requests it with the entry.
 */
export function firstVisitShellTree(prefetchRouterApp: () => void): ReactNode {
  return inAppFrame(<FirstVisitShell prefetchRouterApp={prefetchRouterApp} />)
}
