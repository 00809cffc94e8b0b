import { StrictMode, type ReactNode } from 'react'
import { AppFrame } from './app-frame'

/**
 * What the root renders: either shell inside AppFrame. One function for the page and for the build's
 * prerender (through first-visit-shell-tree.tsx), so the markup in index.html is exactly what the
 * first-visit shell hydrates.
 */
export function appTree(content: ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppFrame>{content}</AppFrame>
    </StrictMode>
  )
}
