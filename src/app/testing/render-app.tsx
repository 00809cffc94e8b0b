import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { App } from '../app'
import { createAppRouter } from '../router'

/**
 * Renders the whole app with an in-memory history whose last entry is the current page, so tests
 * can go back through the earlier ones.
 */
export function renderApp(...entries: [string, ...string[]]) {
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 })
  const router = createAppRouter({ history })
  const view = render(<App router={router} />)
  return { ...view, router, history }
}
