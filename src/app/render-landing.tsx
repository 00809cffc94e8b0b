import { renderToString } from 'react-dom/server'
import { firstVisitShellTree } from './first-visit-shell-tree'

/**
 * The first-visit shell's markup for index.html, rendered at build time by scripts/prerender-landing.ts
 * in Node, never part of the app's bundle (docs/decisions/0028-prerendered-landing-page.md). It is the
 * guest's first render: no session, no dialog, Home active, the menu closed.
 */
export function renderLanding(): string {
  return renderToString(firstVisitShellTree(() => {}))
}
